import { decrypt, encrypt } from '../../lib/crypto.ts';

export type SecretField = 'auth_token' | 'client_key' | 'client_secret';
export interface SecretSlot {
  organisationId: number;
  field: SecretField;
}

/** Binds each ciphertext to its organisation and column, so it cannot be replayed elsewhere. */
const context = ({ organisationId, field }: SecretSlot) => `report_sources:${organisationId}:${field}`;

export function sealSecret(appKey: Buffer, slot: SecretSlot, value: string): string {
  return encrypt(appKey, value, context(slot));
}

/** For the marketplace connectors that use the credentials; the API never returns them. */
export function openSecret(appKey: Buffer, slot: SecretSlot, sealed: string): string {
  return decrypt(appKey, sealed, context(slot));
}
