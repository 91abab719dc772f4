import { type Organisation, STORAGE_KEY_ORGANISATION, type User } from '@backoffice/shared';
import { createLocalStore } from './local-store.ts';

/** The ulid of the organisation the user last worked in (spec section 4), kept across visits. */
export const rememberedOrganisation = createLocalStore<string | null>({
  key: STORAGE_KEY_ORGANISATION,
  parse: (raw) => (raw ? raw : null),
  serialize: (ulid) => ulid,
});

/** Used where a route has no :organisation parameter and nothing is remembered (spec: profile). */
export const UNKNOWN_ORGANISATION = 'unknown';

/**
 * Which organisation to open: the remembered one if the user still belongs to it, else the one the
 * server marks current, else the first. Undefined when the user belongs to none.
 */
export function pickOrganisation(
  user: Pick<User, 'organisations' | 'current_organisation'>,
  remembered: string | null,
): Organisation | undefined {
  const byUlid = (ulid: string | null | undefined) =>
    ulid ? user.organisations.find((organisation) => organisation.ulid === ulid) : undefined;
  return byUlid(remembered) ?? byUlid(user.current_organisation?.ulid) ?? user.organisations[0];
}

/** The organisation context of a route: its own parameter, else the remembered one, else 'unknown'. */
export function organisationContext(param: string | undefined, remembered: string | null): string {
  return param ?? remembered ?? UNKNOWN_ORGANISATION;
}
