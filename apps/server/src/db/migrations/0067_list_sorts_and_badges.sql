-- Every screen fast at a big seller's size (issue 32), under load. The SKU list sorted by a column
-- of its own walks an index and stops at its page (sorted by name, page 3 of 50,000 SKUs joined and
-- sorted every SKU: 98 ms, 19 requests/s); descending where the column can be null, the order is
-- NULLS LAST (db/list-sql.ts orderBy), which a backward walk of the ascending index is not.
CREATE INDEX "skus_name" ON "skus" USING btree ("organisation_id", "name", "id");--> statement-breakpoint
CREATE INDEX "skus_name_desc" ON "skus" USING btree ("organisation_id", "name" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX "skus_cogs" ON "skus" USING btree ("organisation_id", "cogs", "id");--> statement-breakpoint
CREATE INDEX "skus_cogs_desc" ON "skus" USING btree ("organisation_id", "cogs" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX "skus_created_at" ON "skus" USING btree ("organisation_id", "created_at", "id");--> statement-breakpoint
-- The sidebar's badges on every page load, read from their indexes alone (a vacuumed table's
-- visibility map): the SKUs needing attention leave the hidden out by the index's own column, the
-- problem transfers' rule reads status and dates from theirs.
DROP INDEX "skus_needs_attention";--> statement-breakpoint
CREATE INDEX "skus_needs_attention" ON "skus" USING btree ("organisation_id", "is_hidden") WHERE product_id is null or cogs is null;--> statement-breakpoint
CREATE INDEX "transfers_problem_dates" ON "transfers" USING btree ("organisation_id", "status", "expected_delivery_date", "received_date") WHERE status in ('ERROR', 'SHIPPED', 'IN_TRANSIT') or (not resolved_discrepancy and total_received <> total_shipped and status in ('CLOSED', 'RECEIVING'));
