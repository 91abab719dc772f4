/**
 * What other modules may read of reimbursements (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import reimbursements's tables or repositories.
 */

import { facts } from '../../db/facts.ts';
import { reimbursements } from './reimbursements.tables.ts';

/**
 * Reimbursement lines as disputes match them: by case id (what a claim was paid), and by SKU with
 * reason, quantities and amounts (losses reimbursed, payments below cost).
 * `reimbursementFactsAs` names a copy, or the alias a raw query reads it by.
 */
export function reimbursementFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: reimbursements.organisationId,
      reimbursementId: reimbursements.reimbursementId,
      approvalDate: reimbursements.approvalDate,
      caseId: reimbursements.caseId,
      reason: reimbursements.reason,
      skuId: reimbursements.skuId,
      sellerSku: reimbursements.sellerSku,
      currency: reimbursements.currency,
      amountPerUnit: reimbursements.amountPerUnit,
      amountTotal: reimbursements.amountTotal,
      quantityCash: reimbursements.quantityCash,
      quantityTotal: reimbursements.quantityTotal,
    })
    .from(reimbursements)
    .as(alias);
}
export const reimbursementFacts = reimbursementFactsAs('reimbursement_facts');
