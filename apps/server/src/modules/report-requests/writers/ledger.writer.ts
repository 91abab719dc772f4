import type { ReportRowProblem } from '@backoffice/shared';
import type { LedgerDetailRow } from '../../../integrations/amazon/reports/index.ts';
import { type MovementInput, recordMovements } from '../../inventory/record-movements.usecase.ts';
import { countsOf, type ReportWriter } from '../../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../../skus/reported-skus.usecase.ts';
import { shipmentIdsWithTransfers } from '../../transfers/transfers.facts.ts';
import { ensureSourceFbaWarehouses } from '../../warehouses/fba-warehouses.usecase.ts';
import { ledgerEventKey, movementTypeOf } from './ledger-events.domain.ts';

/**
 * The inventory ledger detail: each event is booked in the ledger of the source's warehouse for
 * its country (created when first seen), once (idempotency keys, see ledgerEventKey). Receipts of
 * a shipment that a transfer stands for are left to the transfer, which books its own.
 */
export const ledgerWriter: ReportWriter<LedgerDetailRow> = {
  async write({ db, organisationId, request, source }, lines) {
    const problems: ReportRowProblem[] = [];
    const usable = lines.filter(({ line, row }) => {
      if (!row.country) problems.push({ line, message: `Line ${line}: the Country is empty.` });
      else if (!row.msku) problems.push({ line, message: `Line ${line}: the MSKU is empty.` });
      else if (!movementTypeOf(row))
        problems.push({ line, message: `Line ${line}: the event type '${row.eventType}' is not known.` });
      else return true;
      return false;
    });
    const skus = await ensureReportedSkus({
      db,
      organisationId,
      seen: usable.map(({ row }) => ({ sellerSku: row.msku as string, asin: row.asin, name: row.title })),
    });
    const warehouses = await ensureSourceFbaWarehouses({
      db,
      organisationId,
      reportSourceId: source.id,
      sourceName: source.name,
      countryCodes: usable.map(({ row }) => row.country as string),
    });
    const byTransfer = await shipmentIdsWithTransfers(db, {
      organisationId,
      shipmentIds: usable.flatMap(({ row }) =>
        movementTypeOf(row) === 'receipt' && row.referenceId ? [row.referenceId] : [],
      ),
    });
    const occurrences = new Map<string, number>();
    const movements: MovementInput[] = [];
    let leftToTransfers = 0;
    for (const { row } of usable) {
      const type = movementTypeOf(row);
      if (!type) continue;
      if (type === 'receipt' && row.referenceId && byTransfer.has(row.referenceId)) {
        leftToTransfers += 1;
        continue;
      }
      const first = ledgerEventKey(source.id, row, 0);
      const occurrence = occurrences.get(first) ?? 0;
      occurrences.set(first, occurrence + 1);
      movements.push({
        warehouseId: warehouses.ids.get(row.country as string) as number,
        skuId: skus.ids.get(row.msku as string) as number,
        type,
        quantity: row.quantity,
        occurredAt: row.occurredAt,
        sourceType: 'report',
        sourceId: String(request.id),
        reason: [row.eventType, row.reason, row.fulfillmentCenter].filter(Boolean).join(' · '),
        idempotencyKey: occurrence === 0 ? first : ledgerEventKey(source.id, row, occurrence),
      });
    }
    const written = await recordMovements({ db, organisationId, movements });
    return {
      written: usable.length,
      problems,
      counts: countsOf({
        movements: written.movements.length,
        movements_already_booked: movements.length - written.movements.length,
        receipts_left_to_transfers: leftToTransfers,
        skus_created: skus.created,
        warehouses_created: warehouses.created,
      }),
    };
  },
};
