-- Forecasts (decision 17). One row per SKU with its latest forecast: the model a backtest chose,
-- its accuracy, the 365 daily points and bounds from first_day on (real[]: 1.5 kB a series, so
-- 50,000 SKUs take ~370 MB less than jsonb would), and the replenishment figures the list sorts
-- by. forecast_queue holds the SKUs waiting for a recompute (the list shows them as queued);
-- forecast_overrides the seller's adjustments for a period; forecast_settings the organisation's
-- time zone (what "today" is) and cover days.
CREATE TABLE "forecast_settings" (
	"organisation_id" bigint NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"cover_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_settings_pkey" PRIMARY KEY("organisation_id"),
	CONSTRAINT "forecast_settings_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecast_settings_cover_days_check" CHECK ("cover_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "forecasts" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"model" text NOT NULL,
	"mase" double precision,
	"wape" double precision,
	"baseline_mase" double precision,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"first_day" date NOT NULL,
	"units" real[] NOT NULL,
	"lo80" real[] NOT NULL,
	"hi80" real[] NOT NULL,
	"lo95" real[] NOT NULL,
	"hi95" real[] NOT NULL,
	"daily_demand" double precision NOT NULL,
	"has_override" boolean DEFAULT false NOT NULL,
	"stock" integer NOT NULL,
	"inbound" integer NOT NULL,
	"min_stock" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"cover_days" integer NOT NULL,
	"case_pack" integer,
	"days_of_cover" integer,
	"out_of_stock_date" date,
	"reorder_date" date,
	"recommended_order_quantity" integer NOT NULL,
	"projected_stock" real[] NOT NULL,
	CONSTRAINT "forecasts_organisation_id_sku_id_pk" PRIMARY KEY("organisation_id","sku_id"),
	CONSTRAINT "forecasts_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecasts_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "forecasts_reorder_date" ON "forecasts" USING btree ("organisation_id","reorder_date","sku_id");
--> statement-breakpoint
CREATE INDEX "forecasts_out_of_stock_date" ON "forecasts" USING btree ("organisation_id","out_of_stock_date","sku_id");
--> statement-breakpoint
CREATE TABLE "forecast_queue" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_queue_organisation_id_sku_id_pk" PRIMARY KEY("organisation_id","sku_id"),
	CONSTRAINT "forecast_queue_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecast_queue_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "forecast_overrides" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "forecast_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" text NOT NULL,
	"value" double precision NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_overrides_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "forecast_overrides_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecast_overrides_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "forecast_overrides_kind_check" CHECK ("kind" IN ('multiplier', 'fixed')),
	CONSTRAINT "forecast_overrides_period_check" CHECK ("ends_on" >= "starts_on")
);
--> statement-breakpoint
CREATE INDEX "forecast_overrides_sku" ON "forecast_overrides" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
-- The SKUs a processed report touched: its orders (the ledger's rows have inventory_movements_source).
CREATE INDEX "store_orders_report_request" ON "store_orders" USING btree ("organisation_id","report_request_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
