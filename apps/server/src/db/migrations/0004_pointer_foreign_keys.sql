-- Hand-written: Drizzle cannot express ON DELETE SET NULL of one column of a composite key.
-- Copies of reference FCs made before reference_code existed remember where they came from.
UPDATE "fulfillment_centers" AS f SET "reference_code" = f."name"
FROM "reference_fulfillment_centers" AS r
WHERE r."code" = f."name" AND f."reference_code" IS NULL;
--> statement-breakpoint
-- Pointer columns between tenant tables: the database clears the pointer when its target goes
-- (only that column; organisation_id stays) and refuses a pointer into another organisation.
UPDATE "products" AS p SET "supplier_id" = NULL
WHERE p."supplier_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "suppliers" s WHERE s."organisation_id" = p."organisation_id" AND s."id" = p."supplier_id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_fk"
  FOREIGN KEY ("organisation_id", "supplier_id") REFERENCES "suppliers" ("organisation_id", "id")
  ON DELETE SET NULL ("supplier_id");
--> statement-breakpoint
UPDATE "suppliers" AS s SET "warehouse_id" = NULL
WHERE s."warehouse_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "warehouses" w WHERE w."organisation_id" = s."organisation_id" AND w."id" = s."warehouse_id");
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_warehouse_fk"
  FOREIGN KEY ("organisation_id", "warehouse_id") REFERENCES "warehouses" ("organisation_id", "id")
  ON DELETE SET NULL ("warehouse_id");
--> statement-breakpoint
UPDATE "warehouses" AS w SET "report_source_id" = NULL
WHERE w."report_source_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "report_sources" r WHERE r."organisation_id" = w."organisation_id" AND r."id" = w."report_source_id");
--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_report_source_fk"
  FOREIGN KEY ("organisation_id", "report_source_id") REFERENCES "report_sources" ("organisation_id", "id")
  ON DELETE SET NULL ("report_source_id");
