export const invitationPaths = {
  list: () => '/api/users/me/invitations',
  accept: (invitationId: number) => `/api/users/me/invitations/${invitationId}/accept`,
  decline: (invitationId: number) => `/api/users/me/invitations/${invitationId}/decline`,
};
