import type { Marketplace } from '../marketplaces.ts';
import { inCurrency } from './money.ts';

/**
 * What Amazon charges the seller per unit sold here, written once for the settlement (what was
 * charged) and the fee preview (what will be): the referral fee, a share of the item price, and
 * FBA's fulfilment fee per unit, in US cents before conversion.
 */
export const REFERRAL_RATE = 0.15;
const FBA_FEE_PER_UNIT_CENTS = 322;

/** Every amount is one the currency can state: whole yen in Japan. */
export const referralFee = (itemPrice: number, currency: string): number =>
  inCurrency(Math.round(itemPrice * REFERRAL_RATE), currency);

/** FBA's fulfilment fee for one unit, in the marketplace's currency. */
export const fbaFeePerUnit = (marketplace: Marketplace): number =>
  inCurrency(Math.round(FBA_FEE_PER_UNIT_CENTS * marketplace.perUsd), marketplace.currency);
