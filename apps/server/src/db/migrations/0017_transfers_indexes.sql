-- Hand-written: what the transfer list's search and the global search match (name, Amazon's
-- shipment id, the tracking number), lower-cased in one generated column with one trigram index,
-- as skus.search_text (0012); fastupdate off for the same reason (PGlite has no autovacuum).
ALTER TABLE "transfers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("shipment_id", '') || ' ' || coalesce("tracking_number", ''))) STORED;
--> statement-breakpoint
CREATE INDEX "transfers_search_text_trgm" ON "transfers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The Problem list and its sidebar badge (on every page load) read only the transfers that could be
-- problems: its predicate is written exactly as transfers-list.repository.ts's problemCandidate.
CREATE INDEX "transfers_problem_candidates" ON "transfers" USING btree ("organisation_id","id") WHERE (status IN ('ERROR', 'SHIPPED', 'IN_TRANSIT') OR (NOT resolved_discrepancy AND total_received <> total_shipped AND status IN ('CLOSED', 'RECEIVING')));
