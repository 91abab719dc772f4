-- Lead times learned from what happened (issue 31): beside the learned transit into a warehouse
-- stands the one the seller typed. Suppliers already have theirs (production lead days per product,
-- shipping times per destination); goods from the organisation's own warehouses had none (planning
-- assumed 14 days into a fulfilment centre). transit_days: days from shipping until received here
-- (into a fulfilment-network warehouse, until received in full); null keeps planning's default.
ALTER TABLE "warehouses" ADD COLUMN "transit_days" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_transit_days_check" CHECK ("warehouses"."transit_days" between 0 and 365);
