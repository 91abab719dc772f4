import { avatarFromEmail } from '@backoffice/shared';

/** The profile picture, or initials on a colour derived from the email (spec section 3). */
export function Avatar({
  email,
  picture,
  size = 32,
}: {
  email: string;
  picture: string | null;
  size?: number;
}) {
  if (picture) {
    return (
      <img src={picture} alt="" width={size} height={size} className="rounded-circle object-fit-cover" />
    );
  }
  const { initials, hue } = avatarFromEmail(email);
  return (
    <span
      aria-hidden="true"
      className="d-inline-flex align-items-center justify-content-center rounded-circle text-white fw-semibold"
      style={{ width: size, height: size, fontSize: size * 0.4, backgroundColor: `hsl(${hue} 55% 45%)` }}
    >
      {initials}
    </span>
  );
}
