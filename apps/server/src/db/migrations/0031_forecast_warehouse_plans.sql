-- Forecasts per warehouse (issue 12, decision 17): each SKU's forecast split over its warehouses,
-- written by the same recompute as the forecast. share is the warehouse's part of the SKU's units
-- sold over the last 90 days; out_of_stock_date the first day its stock and the transfers into it
-- cannot meet share × forecast; recommended_transfer_quantity, for a fulfilment centre, the units
-- to send from the seller's own warehouses (share × demand over transit + cover days, less its
-- stock and inbound, capped over all centres by the own warehouses' units, largest shortfall
-- first). The transfer suggestion reads them by destination warehouse.
--
-- warehouse_stock.out_of_stock_date keeps its meaning on rows at zero or below (the day the stock
-- ran out, set by the ledger); on rows holding stock the recompute now writes the projected
-- out-of-stock date there (null: it lasts the forecast's horizon, or the warehouse sells nothing).
CREATE TABLE "forecast_warehouse_plans" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"share" double precision NOT NULL,
	"out_of_stock_date" date,
	"recommended_transfer_quantity" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forecast_warehouse_plans_organisation_id_sku_id_warehouse_id_pk" PRIMARY KEY("organisation_id","sku_id","warehouse_id"),
	CONSTRAINT "forecast_warehouse_plans_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecast_warehouse_plans_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "forecast_warehouse_plans_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "warehouses"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "forecast_warehouse_plans_share_check" CHECK ("share" BETWEEN 0 AND 1),
	CONSTRAINT "forecast_warehouse_plans_quantity_check" CHECK ("recommended_transfer_quantity" >= 0)
);
--> statement-breakpoint
-- The transfer suggestion: a destination's SKUs with units to send, largest first.
CREATE INDEX "forecast_warehouse_plans_warehouse" ON "forecast_warehouse_plans" USING btree ("organisation_id","warehouse_id","recommended_transfer_quantity");
--> statement-breakpoint
SELECT apply_tenant_row_security();
