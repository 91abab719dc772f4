-- Stock health per SKU (decision 17): computed with each forecast and stored beside it, so the
-- Stock screen counts and sorts 50,000 SKUs by status and money at risk without computing per
-- request. A SKU with no sales history gets a row too (model null, no points): its status comes
-- from its stock alone. Stock changes (every write to sku_stock_totals, itself kept by triggers
-- on warehouse_stock) queue the SKU again, so health follows the ledger within the sweep interval.
ALTER TABLE "forecasts" ALTER COLUMN "model" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "status" text DEFAULT 'healthy' NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "in_transit" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "on_order" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "sold_7d" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "sold_30d" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "sell_through" double precision;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "aged_units" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "excess_units" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "short_units" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "unit_cost" bigint;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "currency" text;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "stock_value" bigint;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD COLUMN "money_at_risk" bigint;
--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_status_check" CHECK ("status" IN ('out_of_stock', 'reorder_now', 'reorder_soon', 'healthy', 'overstocked'));
--> statement-breakpoint
CREATE INDEX "forecasts_status" ON "forecasts" USING btree ("organisation_id","status","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_money_at_risk" ON "forecasts" USING btree ("organisation_id","money_at_risk","sku_id");
--> statement-breakpoint
CREATE FUNCTION queue_forecasts_of_changed_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forecast_queue (organisation_id, sku_id)
  SELECT DISTINCT organisation_id, sku_id FROM changed_totals ORDER BY organisation_id, sku_id
  ON CONFLICT (organisation_id, sku_id) DO UPDATE SET queued_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sku_stock_totals_changed AFTER UPDATE ON sku_stock_totals
  REFERENCING NEW TABLE AS changed_totals FOR EACH STATEMENT EXECUTE FUNCTION queue_forecasts_of_changed_stock();
