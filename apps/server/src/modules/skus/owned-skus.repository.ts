import type { Executor } from '../../db/client.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { skus } from './skus.tables.ts';

/**
 * Which of these ids are SKUs of the organisation (key-share locked, see ownedIds). A file of its
 * own: skus' facts publish it, and it reads nothing of other modules.
 */
export const skusExist = (db: Executor, { organisationId, ids }: { organisationId: number; ids: number[] }) =>
  ownedIds(db, skus, organisationId, ids, 'key share');
