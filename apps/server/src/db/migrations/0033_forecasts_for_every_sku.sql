-- Every SKU has a forecasts row from the moment it exists (decision 17, "lists at 50,000 SKUs").
-- The Stock and Forecasts lists sort by forecast figures. While SKUs without a row had to be
-- found by an outer join from skus, every page joined and sorted all 50,000 SKUs (155 ms on
-- PostgreSQL). With one row per SKU a page walks the sort column's index and stops at its limit.
-- A row not computed yet is "pending": generated_at, status and the figures are null, the series
-- empty; the recompute overwrites it. Rows come with their SKU (the skus_inserted trigger, as
-- sku_stock_totals rows do) and go with it (ON DELETE CASCADE).
ALTER TABLE "forecasts" ALTER COLUMN "generated_at" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "first_day" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "daily_demand" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "recommended_order_quantity" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "status" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "aged_units" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "aged_units" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "excess_units" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "excess_units" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "units" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "lo80" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "hi80" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "lo95" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "hi95" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "projected_stock" SET DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "stock" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "inbound" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "min_stock" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "lead_days" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "forecasts" ALTER COLUMN "cover_days" SET DEFAULT 0;
--> statement-breakpoint
-- Statuses sort by urgency (STOCK_STATUSES' order in packages/shared), not alphabetically; a
-- stored rank can be indexed like any other sort column.
ALTER TABLE "forecasts" ADD COLUMN "status_rank" smallint GENERATED ALWAYS AS (
  CASE "status" WHEN 'out_of_stock' THEN 0 WHEN 'reorder_now' THEN 1 WHEN 'reorder_soon' THEN 2
    WHEN 'healthy' THEN 3 WHEN 'overstocked' THEN 4 END) STORED;
--> statement-breakpoint
INSERT INTO forecasts (organisation_id, sku_id)
SELECT s.organisation_id, s.id FROM skus s
WHERE NOT EXISTS (SELECT 1 FROM forecasts f WHERE f.organisation_id = s.organisation_id AND f.sku_id = s.id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION skus_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sku_stock_totals (organisation_id, sku_id, quantity)
  SELECT organisation_id, id, 0 FROM new_skus
  ON CONFLICT DO NOTHING;
  INSERT INTO forecasts (organisation_id, sku_id)
  SELECT organisation_id, id FROM new_skus
  ON CONFLICT DO NOTHING;
  INSERT INTO organisation_sku_counts AS c (organisation_id, skus)
  SELECT organisation_id, count(*) FROM new_skus GROUP BY organisation_id ORDER BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE SET skus = c.skus + excluded.skus;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One index per sort column of the lists, (organisation, value, SKU): a page reads the rows with
-- a value in the index's order (either direction), then the rows without one by SKU.
CREATE INDEX "forecasts_status_rank" ON "forecasts" USING btree ("organisation_id","status_rank","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_days_of_cover" ON "forecasts" USING btree ("organisation_id","days_of_cover","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_recommended_order_quantity" ON "forecasts" USING btree ("organisation_id","recommended_order_quantity","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_daily_demand" ON "forecasts" USING btree ("organisation_id","daily_demand","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_mase" ON "forecasts" USING btree ("organisation_id","mase","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_generated_at" ON "forecasts" USING btree ("organisation_id","generated_at","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_excess_units" ON "forecasts" USING btree ("organisation_id","excess_units","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_aged_units" ON "forecasts" USING btree ("organisation_id","aged_units","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_sell_through" ON "forecasts" USING btree ("organisation_id","sell_through","sku_id");
--> statement-breakpoint
-- The lists leave hidden SKUs out by an anti-join on this small set, without reading every SKU.
CREATE INDEX "skus_hidden" ON "skus" USING btree ("organisation_id","id") WHERE is_hidden;
