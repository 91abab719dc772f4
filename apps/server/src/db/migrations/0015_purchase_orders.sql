-- Hand-written: purchase orders (modules/purchase-orders, issue 9). Tenant tables: organisation_id
-- leads every primary key, unique key and index, the supplier, warehouse and SKUs are pointed at
-- with composite tenant foreign keys (no ON DELETE action: one with orders is kept), and
-- row-level security covers all three. Receipts name the idempotency key of each receipt.
CREATE TABLE "purchase_orders" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"supplier_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"order_date" date NOT NULL,
	"notes" text,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"in_production_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('DRAFT', 'SUBMITTED', 'CONFIRMED', 'IN_PRODUCTION', 'SHIPPED', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"quantity_in_case" integer,
	"unit_cost" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "purchase_order_lines_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "purchase_order_lines_quantities_check" CHECK ("purchase_order_lines"."quantity" > 0 and "purchase_order_lines"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"receipt_key" text NOT NULL,
	"units" integer NOT NULL,
	"received_by" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_receipts_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("organisation_id","purchase_order_id") REFERENCES "public"."purchase_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "public"."skus"("organisation_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_order_fk" FOREIGN KEY ("organisation_id","purchase_order_id") REFERENCES "public"."purchase_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("organisation_id","supplier_id") REFERENCES "public"."suppliers"("organisation_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_sku_unique" ON "purchase_order_lines" USING btree ("organisation_id","purchase_order_id","sku_id");
--> statement-breakpoint
CREATE INDEX "purchase_order_lines_sku" ON "purchase_order_lines" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_receipts_key_unique" ON "purchase_order_receipts" USING btree ("organisation_id","purchase_order_id","receipt_key");
--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_status_index" ON "purchase_orders" USING btree ("organisation_id","status");
--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_supplier_id_index" ON "purchase_orders" USING btree ("organisation_id","supplier_id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_warehouse_id_index" ON "purchase_orders" USING btree ("organisation_id","warehouse_id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_order_date_index" ON "purchase_orders" USING btree ("organisation_id","order_date");
--> statement-breakpoint
SELECT apply_tenant_row_security();
