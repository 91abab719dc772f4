-- Shipments made in Send to Amazon belong to an inbound plan (Fulfillment Inbound 2024-03-20,
-- issue 30). The sync reads the plans besides v0's shipments and keeps one row per shipment,
-- by its FBA id (2024-03-20's shipmentConfirmationId, v0's ShipmentId):
-- inbound_plan_id, inbound_plan_name: the plan the shipment belongs to, shown with it; null for a
-- shipment only v0 (or a file, or a user) gave.
-- inbound_shipment_id: 2024-03-20's own id of the shipment (sh…, 38 characters), which the plan
-- lists it by.
ALTER TABLE "shipments" ADD COLUMN "inbound_plan_id" text;
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "inbound_plan_name" text;
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "inbound_shipment_id" text;
--> statement-breakpoint
CREATE INDEX "shipments_inbound_plan" ON "shipments" USING btree ("organisation_id","inbound_plan_id");
