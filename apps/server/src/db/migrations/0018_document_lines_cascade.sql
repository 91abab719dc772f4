-- Hand-written: the rows of documents (transfer items and timeline, purchase-order lines and
-- receipts, shipment items) leave with their organisation directly, as inventory_movements does.
-- Through their document alone the cascade came too late: deleting the organisation's SKUs first
-- found transfer items and purchase-order lines still naming them and refused the whole delete.
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "transfer_events" ADD CONSTRAINT "transfer_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade;
