-- A SKU's marketplace title and main image from Amazon's catalog (Catalog Items API 2022-04-01,
-- issue 30): a background job per connected Amazon source asks getCatalogItem for each SKU with an
-- ASIN that has no catalog data yet, or data older than a week. catalog_fetched_at is when Amazon
-- was last asked (also when it had no such ASIN: then title and image stay null until the next
-- week's try); title and image are null until then.
ALTER TABLE "skus" ADD COLUMN "catalog_title" text;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "catalog_image_url" text;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "catalog_fetched_at" timestamp with time zone;--> statement-breakpoint
-- The job's question, "which SKUs with an ASIN are due": never fetched first, then the oldest.
CREATE INDEX "skus_catalog_due" ON "skus" USING btree ("organisation_id","catalog_fetched_at" NULLS FIRST,"id") WHERE asin is not null;
