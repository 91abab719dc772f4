-- Fees that change the margin (issue 30), kept by the marketplace-fees module. fba_storage_fees:
-- Amazon's monthly storage fees report, one row per line (an FNSKU in a fulfilment centre for a
-- month), written again when the month is read again; its SKU when the FNSKU or ASIN names a known
-- one; the fee as Amazon's decimal, an estimate to more places than the currency has.
-- sku_estimated_fees: the fee preview report, the latest per-unit estimate of each SKU per
-- marketplace, which an order line without settled fees is given (marked estimated). Both under
-- row security like every tenant table.
CREATE TABLE "fba_storage_fees" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fba_storage_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"month" date NOT NULL,
	"country_code" text NOT NULL,
	"fulfillment_center" text NOT NULL,
	"item" text NOT NULL,
	"fnsku" text,
	"asin" text,
	"sku_id" bigint,
	"currency" text NOT NULL,
	"estimated_fee" numeric(18, 6) NOT NULL,
	"average_units" numeric(14, 4) NOT NULL,
	"storage_rate" numeric(14, 6),
	"volume_units" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_storage_fees_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "fba_storage_fees_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "fba_storage_fees_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "fba_storage_fees_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fba_storage_fees_line" ON "fba_storage_fees" USING btree ("organisation_id","report_source_id","month","country_code","fulfillment_center","item");
--> statement-breakpoint
CREATE INDEX "fba_storage_fees_sku" ON "fba_storage_fees" USING btree ("organisation_id","sku_id","month");
--> statement-breakpoint
CREATE TABLE "sku_estimated_fees" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sku_estimated_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"marketplace_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"fnsku" text,
	"asin" text,
	"fulfilled_by" text,
	"currency" text NOT NULL,
	"price" bigint,
	"fee_total" bigint NOT NULL,
	"referral_fee" bigint,
	"variable_closing_fee" bigint,
	"fulfillment_fee" bigint,
	"as_of" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_estimated_fees_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "sku_estimated_fees_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "sku_estimated_fees_marketplace_fk" FOREIGN KEY ("marketplace_id") REFERENCES "marketplaces"("id"),
	CONSTRAINT "sku_estimated_fees_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "sku_estimated_fees_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sku_estimated_fees_sku" ON "sku_estimated_fees" USING btree ("organisation_id","sku_id","marketplace_id");
--> statement-breakpoint
CREATE INDEX "sku_estimated_fees_fnsku" ON "sku_estimated_fees" USING btree ("organisation_id","fnsku");
--> statement-breakpoint
SELECT apply_tenant_row_security();
