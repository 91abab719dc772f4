-- Problem orders (issue 11): each order keeps the problems the rules found on it (jsonb list of
-- {rule, message}) and whether a user acknowledged them, with a note; the first time it was seen
-- shipped or cancelled (for "cancelled after shipment" and the order's timeline); refunds, read by
-- "refunded without a return"; and, per organisation, how far the incremental problem scan has
-- looked, so a scan reads only what changed since.
ALTER TABLE "store_orders" ADD COLUMN "shipped_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problems" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problems_detected_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problem_acknowledged_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problem_acknowledged_by" bigint;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problem_acknowledged_rules" text[];
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "problem_note" text;
--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_problem_acknowledged_by_fk" FOREIGN KEY ("problem_acknowledged_by") REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
UPDATE "store_orders" SET "shipped_at" = coalesce("last_updated_at", "purchase_date") WHERE "status" IN ('Shipped', 'Shipping', 'PartiallyShipped');
--> statement-breakpoint
UPDATE "store_orders" SET "cancelled_at" = coalesce("last_updated_at", "purchase_date") WHERE "status" = 'Cancelled';
--> statement-breakpoint
-- The Problem Orders list and the sidebar's `orders` count read only this (the same predicate as
-- the query's, so the planner takes it).
CREATE INDEX "store_orders_open_problems" ON "store_orders" USING btree ("organisation_id","purchase_date","id") WHERE "problems" <> '[]'::jsonb AND "problem_acknowledged_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "store_orders_updated" ON "store_orders" USING btree ("organisation_id","updated_at");
--> statement-breakpoint
CREATE INDEX "store_order_items_order" ON "store_order_items" USING btree ("organisation_id","store_order_id");
--> statement-breakpoint
CREATE TABLE "store_order_refunds" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_request_id" bigint,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"refund_date" timestamp with time zone NOT NULL,
	"sku_id" bigint NOT NULL,
	"seller_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_refunds_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "store_order_refunds_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "store_order_refunds_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "store_order_refunds_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id"),
	CONSTRAINT "store_order_refunds_quantity_check" CHECK ("store_order_refunds"."quantity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_refunds_line" ON "store_order_refunds" USING btree ("organisation_id","report_source_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "store_order_refunds_order" ON "store_order_refunds" USING btree ("organisation_id","order_id");
--> statement-breakpoint
CREATE INDEX "store_order_refunds_date" ON "store_order_refunds" USING btree ("organisation_id","refund_date");
--> statement-breakpoint
CREATE INDEX "store_order_returns_created" ON "store_order_returns" USING btree ("organisation_id","created_at");
--> statement-breakpoint
CREATE TABLE "order_problem_scans" (
	"organisation_id" bigint NOT NULL,
	"checked_through" timestamp with time zone NOT NULL,
	"rules_version" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problem_scans_pk" PRIMARY KEY("organisation_id"),
	CONSTRAINT "order_problem_scans_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
SELECT apply_tenant_row_security();
