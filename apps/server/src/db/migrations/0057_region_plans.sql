-- Planning a seller can trust (issue 31). forecast_region_plans: a SKU's plan per region of sale
-- (the pan-European pool, or a marketplace country), written with its forecast: its share of the
-- demand, the stock, transfers and purchase orders of the warehouses serving the region, the safety
-- stock for the organisation's service level, the reorder and out-of-stock dates, the order to
-- place, the service level the stock on hand and on its way reaches, and how late the order is.
-- forecast_settings.service_level: the target the safety stock is held for (one of 0.9, 0.95,
-- 0.97, 0.98, 0.99). suppliers.currency: what the supplier invoices in, so a suggested order is in
-- one currency. product_suppliers.min_order_quantity and min_order_value (minor units of the
-- supplier's currency): the least the supplier takes of the product in one order.
CREATE TABLE "forecast_region_plans" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"region" text NOT NULL,
	"share" double precision NOT NULL,
	"daily_demand" double precision NOT NULL,
	"stock" integer NOT NULL,
	"in_transit" integer NOT NULL,
	"on_order" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"safety_stock" integer NOT NULL,
	"out_of_stock_date" date,
	"reorder_date" date,
	"recommended_order_quantity" integer NOT NULL,
	"service_level" double precision,
	"status" text NOT NULL,
	"late_days" integer NOT NULL DEFAULT 0,
	"units_saved_by_ordering_today" integer NOT NULL DEFAULT 0,
	"shared_warehouse_ids" bigint[] NOT NULL DEFAULT '{}',
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forecast_region_plans_pk" PRIMARY KEY("organisation_id","sku_id","region"),
	CONSTRAINT "forecast_region_plans_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE "forecast_settings" ADD COLUMN "service_level" double precision NOT NULL DEFAULT 0.95
	CONSTRAINT "forecast_settings_service_level_check" CHECK ("service_level" IN (0.9, 0.95, 0.97, 0.98, 0.99));
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "currency" text
	CONSTRAINT "suppliers_currency_check" CHECK ("currency" IS NULL OR "currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "min_order_quantity" integer
	CONSTRAINT "product_suppliers_min_order_quantity_check" CHECK ("min_order_quantity" IS NULL OR "min_order_quantity" > 0);
--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "min_order_value" bigint
	CONSTRAINT "product_suppliers_min_order_value_check" CHECK ("min_order_value" IS NULL OR "min_order_value" > 0);
--> statement-breakpoint
SELECT apply_tenant_row_security();
