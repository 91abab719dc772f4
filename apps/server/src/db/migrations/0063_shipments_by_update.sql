-- Every screen fast at a big seller's size (issue 32). The Shipments screen opens sorted by the
-- last update: without an index in that order, every shipment of the organisation was joined to
-- its places, centre, transfer and unmapped-item count, then sorted, to show 25 (0.6 s at the big
-- seller's size). In index order the page stops at its 25th shipment.
CREATE INDEX "shipments_updated" ON "shipments" USING btree ("organisation_id", "updated_at", "id");
