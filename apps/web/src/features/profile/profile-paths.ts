/** The signed-in user's own endpoints (not under an organisation). */
export const profilePaths = {
  profile: '/api/profile',
  password: '/api/profile/update-password',
};
