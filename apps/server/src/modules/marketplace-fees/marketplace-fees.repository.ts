import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';

/** A storage fees report line as kept: the fee and averages as Amazon's decimals. */
export interface ReportedStorageFee {
  month: string;
  countryCode: string;
  fulfillmentCenter: string;
  fnsku: string | null;
  asin: string | null;
  sellerSku: string | null;
  currency: string;
  estimatedFee: string;
  averageUnits: string;
  storageRate: string | null;
  volumeUnits: string | null;
}

const STAGED_STORAGE = stageTable('stage_fba_storage_fees', {
  month: 'date',
  country_code: 'text',
  fulfillment_center: 'text',
  item: 'text',
  fnsku: 'text',
  asin: 'text',
  seller_sku: 'text',
  currency: 'text',
  estimated_fee: 'numeric',
  average_units: 'numeric',
  storage_rate: 'numeric',
  volume_units: 'text',
});

/**
 * Writes a batch of storage fee lines, each (source, month, country, fulfilment centre, FNSKU)
 * once: a line read again replaces what it said (the month re-read, the document re-processed),
 * and two lines of one batch with the same key are one fee (summed). Each is given its SKU: the
 * file's own `sku` when it has one, else the SKU the fee preview gave this FNSKU, else the only
 * SKU of the organisation with its ASIN; none when no such SKU is known. Answers the lines kept,
 * and how many of them have no SKU.
 */
export async function upsertStorageFees(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    lines,
  }: {
    organisationId: number;
    reportSourceId: number;
    reportRequestId: number;
    lines: readonly ReportedStorageFee[];
  },
): Promise<{ kept: number; withoutSku: number }> {
  if (lines.length === 0) return { kept: 0, withoutSku: 0 };
  await stageRows(
    tx,
    STAGED_STORAGE,
    lines.map((line) => ({
      month: `${line.month}-01`,
      country_code: line.countryCode,
      fulfillment_center: line.fulfillmentCenter,
      item: (line.fnsku ?? line.asin) as string,
      fnsku: line.fnsku,
      asin: line.asin,
      seller_sku: line.sellerSku,
      currency: line.currency,
      estimated_fee: line.estimatedFee,
      average_units: line.averageUnits,
      storage_rate: line.storageRate,
      volume_units: line.volumeUnits,
    })),
  );
  const [result] = await queryRows<{ kept: number; without_sku: number }>(
    tx,
    sql`
      with grouped as (
        select s.month, s.country_code, s.fulfillment_center, s.item, max(s.fnsku) as fnsku,
          max(s.asin) as asin, max(s.seller_sku) as seller_sku, max(s.currency) as currency,
          sum(s.estimated_fee) as estimated_fee, sum(s.average_units) as average_units,
          max(s.storage_rate) as storage_rate, max(s.volume_units) as volume_units
        from stage_fba_storage_fees s
        group by s.month, s.country_code, s.fulfillment_center, s.item
      ), matched as (
        select g.*, coalesce(
          (select k.id from ${skuFactsAs('k')} where k.organisation_id = ${organisationId} and k.sku_id = g.seller_sku),
          (select e.sku_id from sku_estimated_fees e
            where e.organisation_id = ${organisationId} and e.fnsku = g.fnsku
            order by e.as_of desc, e.id desc limit 1),
          (select min(k.id) from ${skuFactsAs('k')} where k.organisation_id = ${organisationId} and k.asin = g.asin
            having count(*) = 1)
        ) as sku_id
        from grouped g
      ), written as (
        insert into fba_storage_fees (organisation_id, report_source_id, report_request_id, month,
          country_code, fulfillment_center, item, fnsku, asin, sku_id, currency, estimated_fee,
          average_units, storage_rate, volume_units)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, m.month, m.country_code,
          m.fulfillment_center, m.item, m.fnsku, m.asin, m.sku_id, m.currency, m.estimated_fee,
          m.average_units, m.storage_rate, m.volume_units
        from matched m
        on conflict (organisation_id, report_source_id, month, country_code, fulfillment_center, item)
        do update set report_request_id = excluded.report_request_id, fnsku = excluded.fnsku,
          asin = excluded.asin, sku_id = excluded.sku_id, currency = excluded.currency,
          estimated_fee = excluded.estimated_fee, average_units = excluded.average_units,
          storage_rate = excluded.storage_rate, volume_units = excluded.volume_units, updated_at = now()
        returning sku_id)
      select count(*)::int as kept, count(*) filter (where sku_id is null)::int as without_sku from written`,
  );
  return { kept: Number(result?.kept ?? 0), withoutSku: Number(result?.without_sku ?? 0) };
}

/** A fee preview line as kept: per-unit amounts in minor units of `currency`. */
export interface ReportedEstimatedFee {
  skuId: number;
  fnsku: string | null;
  asin: string | null;
  fulfilledBy: string | null;
  currency: string;
  price: number | null;
  feeTotal: number;
  referralFee: number | null;
  variableClosingFee: number | null;
  fulfillmentFee: number | null;
}

const STAGED_ESTIMATES = stageTable('stage_sku_estimated_fees', {
  sku_id: 'bigint',
  fnsku: 'text',
  asin: 'text',
  fulfilled_by: 'text',
  currency: 'text',
  price: 'bigint',
  fee_total: 'bigint',
  referral_fee: 'bigint',
  variable_closing_fee: 'bigint',
  fulfillment_fee: 'bigint',
});

/**
 * Keeps each SKU's estimate for the marketplace, replacing one as of an earlier moment (an older
 * report processed later changes nothing). One line per SKU (the caller keeps the last). Answers
 * how many estimates changed.
 */
export async function upsertEstimatedFees(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    marketplaceId,
    asOf,
    lines,
  }: {
    organisationId: number;
    reportSourceId: number;
    reportRequestId: number;
    marketplaceId: number;
    asOf: Date;
    lines: readonly ReportedEstimatedFee[];
  },
): Promise<number> {
  if (lines.length === 0) return 0;
  await stageRows(
    tx,
    STAGED_ESTIMATES,
    lines.map((line) => ({
      sku_id: line.skuId,
      fnsku: line.fnsku,
      asin: line.asin,
      fulfilled_by: line.fulfilledBy,
      currency: line.currency,
      price: line.price,
      fee_total: line.feeTotal,
      referral_fee: line.referralFee,
      variable_closing_fee: line.variableClosingFee,
      fulfillment_fee: line.fulfillmentFee,
    })),
  );
  const [result] = await queryRows<{ changed: number }>(
    tx,
    sql`
      with written as (
        insert into sku_estimated_fees (organisation_id, report_source_id, report_request_id,
          marketplace_id, sku_id, fnsku, asin, fulfilled_by, currency, price, fee_total, referral_fee,
          variable_closing_fee, fulfillment_fee, as_of)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, ${marketplaceId}, s.sku_id,
          s.fnsku, s.asin, s.fulfilled_by, s.currency, s.price, s.fee_total, s.referral_fee,
          s.variable_closing_fee, s.fulfillment_fee, ${asOf}
        from stage_sku_estimated_fees s
        on conflict (organisation_id, sku_id, marketplace_id) do update set
          report_source_id = excluded.report_source_id, report_request_id = excluded.report_request_id,
          fnsku = excluded.fnsku, asin = excluded.asin, fulfilled_by = excluded.fulfilled_by,
          currency = excluded.currency, price = excluded.price, fee_total = excluded.fee_total,
          referral_fee = excluded.referral_fee, variable_closing_fee = excluded.variable_closing_fee,
          fulfillment_fee = excluded.fulfillment_fee, as_of = excluded.as_of, updated_at = now()
        where sku_estimated_fees.as_of <= excluded.as_of
        returning 1)
      select count(*)::int as changed from written`,
  );
  return Number(result?.changed ?? 0);
}

/** The product's id of an Amazon marketplace (by Amazon's id), or null for one it does not know. */
export async function marketplaceIdOf(db: Executor, mwsId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: marketplaceFacts.id })
    .from(marketplaceFacts)
    .where(eq(marketplaceFacts.mwsId, mwsId));
  return row?.id ?? null;
}

/** A SKU's storage fee in the latest month a storage fees report states one for it. */
export interface SkuStorageFee {
  /** YYYY-MM. */
  month: string;
  currency: string;
  /** The month's fee over its countries in `currency`, as a decimal. */
  fee: string;
  /** The month's daily average units on hand over those countries. */
  averageUnits: number;
}

/**
 * Each of these SKUs' storage fee in the latest month any report states one for it: the sum over
 * its fulfilment centres and countries, in the currency of most of its units that month (a SKU
 * stored in the US and in Germany is priced at the rate of the country holding more of it).
 */
export async function latestStorageFees(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: readonly number[] },
): Promise<Map<number, SkuStorageFee>> {
  if (skuIds.length === 0) return new Map();
  const rows = await queryRows<{
    sku_id: number;
    month: string;
    currency: string;
    fee: string;
    average_units: string;
  }>(
    db,
    sql`select distinct on (sku_id) sku_id, to_char(month, 'YYYY-MM') as month, currency, fee::text as fee,
          average_units::text as average_units
        from (
          select sku_id, month, currency, sum(estimated_fee) as fee, sum(average_units) as average_units
          from fba_storage_fees
          where organisation_id = ${organisationId}
            and sku_id in (${sql.join(
              skuIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by sku_id, month, currency) as months
        where average_units > 0
        order by sku_id, month desc, average_units desc, currency`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.sku_id),
      {
        month: row.month,
        currency: row.currency,
        fee: row.fee,
        averageUnits: Number(row.average_units),
      },
    ]),
  );
}
