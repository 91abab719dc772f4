-- FBA inventory from the FBA Inventory API (issue 30): an hourly getInventorySummaries per
-- connected Amazon source and marketplace stores Amazon's figures for each SKU on the stock row of
-- the marketplace's FBA warehouse (the warehouse the FBA inventory report writes to): fulfillable,
-- inbound working / shipped / receiving, reserved, unfulfillable and researching units, and when
-- they were fetched. Null until the API was first read for the row. The warehouse figure itself
-- (fulfillable + unfulfillable + reserved) goes to inventory_cache as the report's does.
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_fulfillable" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_inbound_working" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_inbound_shipped" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_inbound_receiving" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_reserved" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_unfulfillable" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_researching" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "fba_fetched_at" timestamp with time zone;--> statement-breakpoint
-- When the source's FBA inventory was last read in full (every marketplace): Health's freshness.
ALTER TABLE "report_sources" ADD COLUMN "fba_inventory_fetched_at" timestamp with time zone;
