/**
 * Spec: "Without profile_picture an avatar is derived from the email." Initials and a stable
 * colour from the address, so the same person looks the same everywhere without a network call.
 */
export function avatarFromEmail(email: string): { initials: string; hue: number } {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._\-+]+/).filter(Boolean);
  const initials = (parts.length >= 2 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : local.slice(0, 2)).toUpperCase();
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { initials: initials || '?', hue: hash % 360 };
}
