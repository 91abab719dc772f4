-- Hand-written: report requests and what processing them produces first, the store orders
-- (modules/report-requests, modules/store-orders; issue 10, decision 15). Tenant tables:
-- organisation_id leads every key and index; composite tenant foreign keys; row security below.
CREATE TABLE "report_requests" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"report_type" text NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"marketplace_ids" text[] DEFAULT '{}' NOT NULL,
	"data_start_time" timestamp with time zone,
	"data_end_time" timestamp with time zone,
	"marketplace_report_id" text,
	"marketplace_document_id" text,
	"document_path" text,
	"file_name" text,
	"file_size" bigint,
	"charset" text,
	"rows_parsed" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"resume_line" integer DEFAULT 0 NOT NULL,
	"row_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_started_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_requests_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "report_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "report_requests_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "report_requests_requested_by_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "report_requests_origin_check" CHECK ("report_requests"."origin" in ('requested', 'upload')),
	CONSTRAINT "report_requests_status_check" CHECK ("report_requests"."status" in ('REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE', 'PROCESSING', 'PROCESSED', 'CANCELLED', 'FATAL', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "report_requests_source" ON "report_requests" USING btree ("organisation_id","report_source_id","report_type","id");
--> statement-breakpoint
CREATE INDEX "report_requests_status" ON "report_requests" USING btree ("organisation_id","status","id");
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_source_id" bigint NOT NULL,
	"order_id" text NOT NULL,
	"merchant_order_id" text,
	"sales_channel_id" bigint,
	"sales_channel_name" text,
	"purchase_date" timestamp with time zone NOT NULL,
	"last_updated_at" timestamp with time zone,
	"status" text NOT NULL,
	"fulfillment_channel" text NOT NULL,
	"currency" text,
	"item_total" bigint,
	"tax_total" bigint,
	"shipping_total" bigint,
	"discount_total" bigint,
	"units" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"ship_city" text,
	"ship_state" text,
	"ship_postal_code" text,
	"ship_country" text,
	"is_business_order" boolean,
	"report_request_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "store_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "store_orders_report_source_fk" FOREIGN KEY ("organisation_id","report_source_id") REFERENCES "report_sources"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "store_orders_sales_channel_fk" FOREIGN KEY ("organisation_id","sales_channel_id") REFERENCES "sales_channels"("organisation_id","id") ON DELETE set null ("sales_channel_id"),
	CONSTRAINT "store_orders_fulfillment_channel_check" CHECK ("store_orders"."fulfillment_channel" in ('AFN', 'MFN'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_order_id" ON "store_orders" USING btree ("organisation_id","report_source_id","order_id");
--> statement-breakpoint
CREATE INDEX "store_orders_purchase_date" ON "store_orders" USING btree ("organisation_id","purchase_date","id");
--> statement-breakpoint
CREATE INDEX "store_orders_search" ON "store_orders" USING btree ("organisation_id","order_id");
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_order_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"seller_sku" text NOT NULL,
	"asin" text,
	"product_name" text,
	"item_status" text,
	"quantity" integer NOT NULL,
	"currency" text,
	"item_price" bigint,
	"item_tax" bigint,
	"shipping_price" bigint,
	"shipping_tax" bigint,
	"item_promotion_discount" bigint,
	"ship_promotion_discount" bigint,
	CONSTRAINT "store_order_items_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "store_order_items_order_fk" FOREIGN KEY ("organisation_id","store_order_id") REFERENCES "store_orders"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "store_order_items_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "store_order_items_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id"),
	CONSTRAINT "store_order_items_quantity_check" CHECK ("store_order_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_items_line" ON "store_order_items" USING btree ("organisation_id","store_order_id","seller_sku");
--> statement-breakpoint
CREATE INDEX "store_order_items_sku" ON "store_order_items" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
--> statement-breakpoint
ALTER TABLE "report_sources" ADD COLUMN "sync_started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "report_sources" ADD COLUMN "sync_error" text;
