/** Business constants and limits from the spec's section 9, plus the product's own. */
export const APP_NAME = 'Stockroom';
export const APP_VERSION = '2.1.0';
export const COPYRIGHT_HOLDER = 'Stockroom';

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_SHIPPING_DAYS = 5;

/** Toasts: 5000 ms, top-end, nine positions. */
export const TOAST_DELAY_MS = 5000;
export const TOAST_POSITIONS = [
  'top-start',
  'top-center',
  'top-end',
  'middle-start',
  'middle-center',
  'middle-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-end';

/** Badges: danger by default, warning for upcoming transfers, primary for a generic menu item. */
export const BADGE_VARIANT_DEFAULT = 'danger';
export const BADGE_VARIANT_UPCOMING_TRANSFERS = 'warning';
export const BADGE_VARIANT_GENERIC = 'primary';

/** Desktop layout applies above this width (Bootstrap's lg starts at 992). */
export const SIDEBAR_DESKTOP_BREAKPOINT_PX = 991;
export const RESIZE_TRANSITION_PAUSE_MS = 500;
export const SCROLLBAR_MIN_SIZE = 25;

/** Where static assets of the web app are served from. */
export const ASSET_BASE_PATH = '/build/';

/** Local storage keys of the web app. */
export const STORAGE_KEY_ORGANISATION = 'organisation';
export const STORAGE_KEY_SETTINGS = 'settings';

/** Security limits. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the cap only stops multi-megabyte passwords from burning CPU. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const INVITATION_TTL_DAYS = 7;
export const EMAIL_VERIFICATION_TTL_MINUTES = 60;
export const LOGIN_MAX_ATTEMPTS_PER_MINUTE = 5;
export const LOGIN_MAX_ATTEMPTS_PER_HOUR = 100;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const TEAM_INVITE_MAX_EMAILS = 50;

/**
 * A readable cookie ("1") that the server sets beside the httpOnly session cookie while a user is
 * signed in, and clears on logout or when it finds the session gone. The web app asks for
 * `/api/users/me` only when it is there, so a visitor's pages make no request that must fail.
 * A hint only: the session cookie alone decides who is signed in.
 */
export const SIGNED_IN_COOKIE = 'stockroom_signed_in';
