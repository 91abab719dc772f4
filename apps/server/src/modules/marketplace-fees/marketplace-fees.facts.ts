/**
 * What other modules may read of marketplace-fees (decision 22): published projections of its
 * tables and named reads. Other modules never import its tables or repository.
 */
import { facts } from '../../db/facts.ts';
import { skuEstimatedFees } from './marketplace-fees.tables.ts';

/**
 * Each SKU's latest per-unit fee estimate in a marketplace (the fee preview report), in minor
 * units of `currency`: store orders give it to lines whose fees no settlement has stated yet.
 */
export const estimatedFeeFacts = estimatedFeeFactsAs('estimated_fee_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function estimatedFeeFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: skuEstimatedFees.organisationId,
      skuId: skuEstimatedFees.skuId,
      marketplaceId: skuEstimatedFees.marketplaceId,
      currency: skuEstimatedFees.currency,
      feeTotal: skuEstimatedFees.feeTotal,
      referralFee: skuEstimatedFees.referralFee,
      variableClosingFee: skuEstimatedFees.variableClosingFee,
      asOf: skuEstimatedFees.asOf,
    })
    .from(skuEstimatedFees)
    .as(alias);
}

/** Each SKU's storage fee in the latest month a storage fees report states one (Stock's money at risk). */
export { latestStorageFees, type SkuStorageFee } from './marketplace-fees.repository.ts';
