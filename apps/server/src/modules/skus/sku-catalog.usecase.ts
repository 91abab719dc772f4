import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { storeSkuCatalog } from './sku-catalog.repository.ts';

/**
 * What Amazon's catalog says of a SKU's ASIN (its marketplace title and main image; both null when
 * the catalog has no such ASIN), kept on the SKU with when it was asked. The catalog job of
 * report-requests writes through here; false when the SKU is gone or its ASIN changed meanwhile.
 */
export async function recordSkuCatalog({
  db,
  organisationId,
  ...values
}: InOrganisation<Executor> & {
  id: number;
  asin: string;
  title: string | null;
  imageUrl: string | null;
  fetchedAt: Date;
}): Promise<boolean> {
  return storeSkuCatalog(db, { organisationId, ...values });
}
