-- The settlement report (decision 16) fills refunds and fees. A refund keeps Amazon's adjustment
-- id; each marketplace fee line of an order is kept once (store_order_fees, by idempotency key,
-- under row security like every tenant table), and an order item carries the sum of its own
-- (`fees`, minor units, a cost: positive), null until a settlement states them.
ALTER TABLE "store_order_refunds" ADD COLUMN "adjustment_id" text;
--> statement-breakpoint
ALTER TABLE "store_order_items" ADD COLUMN "fees" bigint;
--> statement-breakpoint
CREATE TABLE "store_order_fees" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_order_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"seller_sku" text NOT NULL,
	"settlement_id" text NOT NULL,
	"fee_type" text,
	"posted_at" timestamp with time zone,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_fees_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "store_order_fees_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "store_order_fees_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_fees_line" ON "store_order_fees" USING btree ("organisation_id","report_source_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "store_order_fees_item" ON "store_order_fees" USING btree ("organisation_id","report_source_id","order_id","seller_sku");
--> statement-breakpoint
SELECT apply_tenant_row_security();
