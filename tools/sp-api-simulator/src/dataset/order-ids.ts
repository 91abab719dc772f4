import { hashSeed } from './prng.ts';

/**
 * Order ids in Amazon's 3-7-7 form that encode where the order lives: the middle block is the
 * day and the last block the order's index that day, each scrambled by multiplying with a prime
 * modulo 10^7 (a bijection), so ids look random, never collide, and decode without a lookup table.
 */
const MODULUS = 10_000_000;
const DAY_FACTOR = 7919;
const INDEX_FACTOR = 104_729;

function modInverse(value: number, modulus: number): number {
  let [oldR, r] = [value, modulus];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const quotient = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % modulus) + modulus) % modulus;
}

const DAY_INVERSE = modInverse(DAY_FACTOR, MODULUS);
const INDEX_INVERSE = modInverse(INDEX_FACTOR, MODULUS);

/** Exact modular product: the operands stay below 10^7, so the product stays below 2^53. */
function mulMod(a: number, b: number): number {
  return (a * b) % MODULUS;
}

function sellerSalt(seed: number, sellingPartnerId: string): number {
  return hashSeed(seed, sellingPartnerId, 'order-id') % MODULUS;
}

function daySalt(seed: number, sellingPartnerId: string, day: number): number {
  return hashSeed(seed, sellingPartnerId, 'order-id', day) % MODULUS;
}

export function orderIdFor(input: {
  seed: number;
  sellingPartnerId: string;
  prefix: string;
  day: number;
  index: number;
}): string {
  const middle = (mulMod(input.day, DAY_FACTOR) + sellerSalt(input.seed, input.sellingPartnerId)) % MODULUS;
  const last =
    (mulMod(input.index, INDEX_FACTOR) + daySalt(input.seed, input.sellingPartnerId, input.day)) % MODULUS;
  return `${input.prefix}-${String(middle).padStart(7, '0')}-${String(last).padStart(7, '0')}`;
}

/** The day and index an order id was made from, or undefined when it is not one of ours. */
export function decodeOrderId(
  seed: number,
  sellingPartnerId: string,
  orderId: string,
): { day: number; index: number } | undefined {
  const match = /^\d{3}-(\d{7})-(\d{7})$/.exec(orderId);
  if (!match) return undefined;
  const middle = Number(match[1]);
  const last = Number(match[2]);
  const day = mulMod((middle - sellerSalt(seed, sellingPartnerId) + MODULUS) % MODULUS, DAY_INVERSE);
  const index = mulMod((last - daySalt(seed, sellingPartnerId, day) + MODULUS) % MODULUS, INDEX_INVERSE);
  return { day, index };
}
