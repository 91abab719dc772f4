-- Every screen fast at a big seller's size (issue 32). Stock Health's table of quantities the
-- marketplace reported differently, largest difference first: sorted, it joined and ordered every
-- differing row (18,000 of 156,000 stock rows: 74 ms); walked in this index's order it stops at
-- its page, and its count reads the index alone (11 -> 2 ms).
CREATE INDEX "warehouse_stock_discrepancies" ON "warehouse_stock" USING btree ("organisation_id", abs(inventory_cache - quantity) DESC) WHERE inventory_cache is not null and inventory_cache <> quantity;
