-- Amazon's own restock advice beside ours (issue 30): the restock inventory report
-- (GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT), requested per marketplace by the daily sync or
-- uploaded as downloaded from Seller Central, keeps for each SKU of a source in a marketplace the
-- units Amazon recommends sending and by when, its alert and days of supply, as of the report and
-- with the request it came from. The newest report of a source and marketplace replaces the older
-- advice; a blank recommendation is kept as null. The forecasts list and a SKU's forecast show it
-- beside our recommended order.
CREATE TABLE "restock_advice" (
	"organisation_id" bigint NOT NULL,
	"report_source_id" bigint NOT NULL,
	"marketplace_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"report_request_id" bigint NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"recommended_quantity" integer,
	"recommended_ship_date" date,
	"alert" text,
	"days_of_supply" integer,
	CONSTRAINT "restock_advice_pk" PRIMARY KEY("organisation_id","report_source_id","marketplace_id","sku_id"),
	CONSTRAINT "restock_advice_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "restock_advice_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "restock_advice_marketplace_fk" FOREIGN KEY ("marketplace_id") REFERENCES "marketplaces"("id") ON DELETE cascade,
	CONSTRAINT "restock_advice_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "restock_advice_quantity_check" CHECK ("recommended_quantity" IS NULL OR "recommended_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "restock_advice_sku" ON "restock_advice" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
