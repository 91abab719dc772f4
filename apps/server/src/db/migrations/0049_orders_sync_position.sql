-- Where a source's orders sync stopped (issue 30): searchOrders allows about 20 pages at once, then
-- one every 3 minutes, so a sync put back for the rate limit resumes from its last page instead of
-- starting over. The window searched (lastUpdatedAfter, lastUpdatedBefore), the marketplace batch,
-- and Amazon's paginationToken for the next page (valid 24 hours with the same filters), with when
-- it was saved; null when no search is under way.
ALTER TABLE "report_sources" ADD COLUMN "orders_sync_position" jsonb;
