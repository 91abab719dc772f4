-- The reimbursements and customer returns reports, written at last (issue 11 reads them: problem
-- orders, dispute candidates, reimbursements matched to disputes). One row per report line, each
-- once by its idempotency key; both under row security like every tenant table.
CREATE TABLE "reimbursements" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reimbursements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"idempotency_key" text NOT NULL,
	"reimbursement_id" text NOT NULL,
	"approval_date" timestamp with time zone NOT NULL,
	"case_id" text,
	"amazon_order_id" text,
	"reason" text NOT NULL,
	"sku_id" bigint,
	"seller_sku" text,
	"fnsku" text,
	"asin" text,
	"condition" text,
	"currency" text NOT NULL,
	"amount_per_unit" bigint,
	"amount_total" bigint NOT NULL,
	"quantity_cash" integer,
	"quantity_inventory" integer,
	"quantity_total" integer NOT NULL,
	"original_reimbursement_id" text,
	"original_reimbursement_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "reimbursements_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "reimbursements_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "reimbursements_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursements_line" ON "reimbursements" USING btree ("organisation_id","report_source_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "reimbursements_approval" ON "reimbursements" USING btree ("organisation_id","approval_date","id");
--> statement-breakpoint
CREATE INDEX "reimbursements_case" ON "reimbursements" USING btree ("organisation_id","case_id");
--> statement-breakpoint
CREATE TABLE "store_order_returns" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"sku_id" bigint NOT NULL,
	"seller_sku" text NOT NULL,
	"asin" text,
	"fnsku" text,
	"quantity" integer NOT NULL,
	"fulfillment_center" text,
	"disposition" text,
	"reason" text,
	"status" text,
	"license_plate_number" text,
	"customer_comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_returns_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "store_order_returns_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "store_order_returns_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "store_order_returns_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id"),
	CONSTRAINT "store_order_returns_quantity_check" CHECK ("store_order_returns"."quantity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_returns_line" ON "store_order_returns" USING btree ("organisation_id","report_source_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "store_order_returns_order" ON "store_order_returns" USING btree ("organisation_id","order_id");
--> statement-breakpoint
CREATE INDEX "store_order_returns_sku" ON "store_order_returns" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
