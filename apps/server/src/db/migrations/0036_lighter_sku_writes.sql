-- Rows that belong to a SKU point at the organisation through their SKU alone. Each of these
-- tables also had a foreign key to organisations, which proved nothing the (organisation_id,
-- sku_id) key to skus does not (a SKU's organisation exists; deleting an organisation deletes
-- its SKUs, which delete these rows) and cost a referential check per row written: on the
-- embedded database a 50,000-SKU import spent about 1.1 s of its one transaction on the checks
-- of forecasts and forecast_queue alone, rows the skus_inserted trigger writes for every new
-- SKU, and the recompute paid the same on every forecast, warehouse plan and channel plan.
ALTER TABLE "forecasts" DROP CONSTRAINT "forecasts_organisation_fk";
--> statement-breakpoint
ALTER TABLE "forecast_queue" DROP CONSTRAINT "forecast_queue_organisation_fk";
--> statement-breakpoint
ALTER TABLE "forecast_overrides" DROP CONSTRAINT "forecast_overrides_organisation_fk";
--> statement-breakpoint
ALTER TABLE "forecast_warehouse_plans" DROP CONSTRAINT "forecast_warehouse_plans_organisation_fk";
--> statement-breakpoint
ALTER TABLE "forecast_channel_plans" DROP CONSTRAINT "forecast_channel_plans_organisation_fk";
--> statement-breakpoint
-- The SKU search's trigram index takes new entries into its pending list, merged into the index
-- in bulk once the list passes 256 kB, instead of about a dozen index insertions per SKU
-- written (migration 0012 had turned that off: with no autovacuum on the embedded database, the
-- list grew to the 4 MB default and every search read it in full). A 50,000-SKU import wrote
-- the index in 2.1 s before and 1.2 s now on the embedded database, and a search reads at most
-- 256 kB of pending entries.
ALTER INDEX "skus_search_text_trgm" SET (fastupdate = on, gin_pending_list_limit = 256);
