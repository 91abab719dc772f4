-- Forecasts per sales channel (issue 12, decision 17): each SKU's forecast split top-down over the
-- channels it is ordered on, written by the same recompute as the forecast. A channel is its
-- sales_channel_id when the orders have one, else the name the report gave ('Unknown' for none);
-- channel_key says which ('id:<sales_channel_id>' or 'name:<name>'). share is its part of the
-- SKU's units ordered (orders not cancelled) over the last 90 days up to yesterday, or over the
-- whole history the forecast reads when none were ordered then; daily_demand is share × the
-- SKU's units a day; units_30d its units ordered over the last 30 days. The detail reads them with
-- the SKU's forecast; the per-channel history is read from the orders at that time.
CREATE TABLE "forecast_channel_plans" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"channel_key" text NOT NULL,
	"sales_channel_id" bigint,
	"name" text NOT NULL,
	"share" double precision NOT NULL,
	"daily_demand" double precision NOT NULL,
	"units_30d" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forecast_channel_plans_organisation_id_sku_id_channel_key_pk" PRIMARY KEY("organisation_id","sku_id","channel_key"),
	CONSTRAINT "forecast_channel_plans_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "forecast_channel_plans_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "forecast_channel_plans_sales_channel_fk" FOREIGN KEY ("organisation_id","sales_channel_id") REFERENCES "sales_channels"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "forecast_channel_plans_share_check" CHECK ("share" BETWEEN 0 AND 1),
	CONSTRAINT "forecast_channel_plans_figures_check" CHECK ("daily_demand" >= 0 AND "units_30d" >= 0)
);
--> statement-breakpoint
SELECT apply_tenant_row_security();
