-- Hand-written: the marketplace's inbound shipments and their items (modules/shipments, issue 9).
-- Tenant tables: organisation_id leads every primary key, unique key and index; the warehouses a
-- shipment names are pointed at with composite tenant foreign keys (no ON DELETE action), items
-- go with their shipment, and row-level security covers both. A shipment's transfer is the one of
-- the same shipment_id (transfers_shipment is unique per organisation), so no pointer is stored.
CREATE TABLE "shipments" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" text NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"report_source_id" bigint,
	"destination_fulfillment_center" text,
	"destination_warehouse_id" bigint,
	"outgoing_warehouse_id" bigint,
	"label_prep_type" text,
	"are_cases_required" boolean,
	"auto_import" boolean DEFAULT false NOT NULL,
	"import_error" text,
	"total_shipped" integer DEFAULT 0 NOT NULL,
	"total_received" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "shipments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "shipments_destination_warehouse_fk" FOREIGN KEY ("organisation_id","destination_warehouse_id") REFERENCES "warehouses"("organisation_id","id"),
	CONSTRAINT "shipments_outgoing_warehouse_fk" FOREIGN KEY ("organisation_id","outgoing_warehouse_id") REFERENCES "warehouses"("organisation_id","id"),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('WORKING', 'READY_TO_SHIP', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'CHECKED_IN', 'RECEIVING', 'CLOSED', 'CANCELLED', 'DELETED', 'ERROR')),
	CONSTRAINT "shipments_label_prep_type_check" CHECK ("shipments"."label_prep_type" in ('NO_LABEL', 'SELLER_LABEL', 'AMAZON_LABEL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shipment_id" ON "shipments" USING btree ("organisation_id","shipment_id");
--> statement-breakpoint
CREATE INDEX "shipments_status" ON "shipments" USING btree ("organisation_id","status","id");
--> statement-breakpoint
CREATE INDEX "shipments_destination_fulfillment_center" ON "shipments" USING btree ("organisation_id","destination_fulfillment_center");
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shipment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" bigint NOT NULL,
	"seller_sku" text NOT NULL,
	"fulfillment_network_sku" text,
	"quantity_shipped" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"quantity_in_case" integer,
	CONSTRAINT "shipment_items_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "shipment_items_shipment_fk" FOREIGN KEY ("organisation_id","shipment_id") REFERENCES "shipments"("organisation_id","id") ON DELETE cascade,
	CONSTRAINT "shipment_items_quantities_check" CHECK ("shipment_items"."quantity_shipped" >= 0 and "shipment_items"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_items_seller_sku" ON "shipment_items" USING btree ("organisation_id","shipment_id","seller_sku");
--> statement-breakpoint
CREATE INDEX "shipment_items_sku" ON "shipment_items" USING btree ("organisation_id","seller_sku");
--> statement-breakpoint
SELECT apply_tenant_row_security();
