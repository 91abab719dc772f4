-- Hand-written: warehouse transfers, their items and their timeline (modules/transfers). Tenant
-- tables: organisation_id leads every key and row-level security covers them. Warehouses, SKUs and
-- fulfilment centres a transfer names cannot be deleted from under it (no ON DELETE action).
CREATE TABLE "transfers" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"from_name" text,
	"outgoing_warehouse_id" bigint,
	"destination_warehouse_id" bigint,
	"fulfillment_center_id" bigint,
	"report_source_id" bigint,
	"shipment_id" text,
	"destination_url" text,
	"auto_import" boolean DEFAULT false NOT NULL,
	"courier" text,
	"tracking_number" text,
	"shipping_cost" bigint,
	"shipping_cost_currency" text DEFAULT 'USD' NOT NULL,
	"shipping_date" date,
	"shipping_days" integer DEFAULT 5 NOT NULL,
	"expected_delivery_date" date GENERATED ALWAYS AS (shipping_date + shipping_days) STORED,
	"received_date" date,
	"outgoing_order_id" text,
	"outgoing_order_number" text,
	"ticket_number" text,
	"ticket_status" text,
	"ticket_raised_at" timestamp with time zone,
	"ticket_raised_by" bigint,
	"resolved_discrepancy" boolean DEFAULT false NOT NULL,
	"discrepancy_note" text,
	"resolved_discrepancy_at" timestamp with time zone,
	"resolved_by" bigint,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"total_shipped" integer DEFAULT 0 NOT NULL,
	"total_received" integer DEFAULT 0 NOT NULL,
	"total_expected" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "transfers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "transfers_outgoing_warehouse_fk" FOREIGN KEY ("organisation_id","outgoing_warehouse_id") REFERENCES "warehouses"("organisation_id","id"),
	CONSTRAINT "transfers_destination_warehouse_fk" FOREIGN KEY ("organisation_id","destination_warehouse_id") REFERENCES "warehouses"("organisation_id","id"),
	CONSTRAINT "transfers_fulfillment_center_fk" FOREIGN KEY ("organisation_id","fulfillment_center_id") REFERENCES "fulfillment_centers"("organisation_id","id"),
	CONSTRAINT "transfers_ticket_raised_by_users_id_fk" FOREIGN KEY ("ticket_raised_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "transfers_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "transfers_status" ON "transfers" USING btree ("organisation_id","status","shipping_date","id");
--> statement-breakpoint
CREATE INDEX "transfers_outgoing" ON "transfers" USING btree ("organisation_id","outgoing_warehouse_id");
--> statement-breakpoint
CREATE INDEX "transfers_destination" ON "transfers" USING btree ("organisation_id","destination_warehouse_id");
--> statement-breakpoint
CREATE INDEX "transfers_fulfillment_center" ON "transfers" USING btree ("organisation_id","fulfillment_center_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_shipment" ON "transfers" USING btree ("organisation_id","shipment_id");
--> statement-breakpoint
CREATE TABLE "transfer_items" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"ulid" text NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity_shipped" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"quantity_expected" integer NOT NULL,
	"quantity_in_case" integer,
	CONSTRAINT "transfer_items_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "transfer_items_transfer_fk" FOREIGN KEY ("organisation_id","transfer_id") REFERENCES "transfers"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "transfer_items_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_items_ulid" ON "transfer_items" USING btree ("organisation_id","transfer_id","ulid");
--> statement-breakpoint
CREATE INDEX "transfer_items_sku" ON "transfer_items" USING btree ("organisation_id","sku_id");
--> statement-breakpoint
CREATE TABLE "transfer_events" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"user_id" bigint,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_events_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "transfer_events_transfer_fk" FOREIGN KEY ("organisation_id","transfer_id") REFERENCES "transfers"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "transfer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "transfer_events_transfer" ON "transfer_events" USING btree ("organisation_id","transfer_id","occurred_at");
--> statement-breakpoint
-- A document's screen lists the ledger rows it wrote (transfers now, purchase orders next).
CREATE INDEX "inventory_movements_source" ON "inventory_movements" USING btree ("organisation_id","source_type","source_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
