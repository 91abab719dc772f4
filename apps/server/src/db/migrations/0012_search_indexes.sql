-- Global search (issue 8): substring matches on the names and codes people type, served by
-- trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may
-- create it without being a superuser; PGlite loads it in db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A SKU is found by its id, ASIN or name: one lower-cased column and one index instead of three
-- ILIKEs over three indexes (on PGlite the three-column scan took 100-250 ms at 50,000 SKUs, the
-- one column 1-30 ms). Matched with LIKE, which is LEAKPROOF where migration 0010 could mark it,
-- so the index also serves under row security; no function runs on it at query time.
-- The indexes are written as rows are (fastupdate off): PGlite has no autovacuum to merge GIN's
-- pending list, which every search would otherwise read in full after an import.
ALTER TABLE "skus" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("sku_id" || ' ' || coalesce("asin", '') || ' ' || coalesce("name", ''))) STORED;
--> statement-breakpoint
CREATE INDEX "skus_search_text_trgm" ON "skus" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "suppliers" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
