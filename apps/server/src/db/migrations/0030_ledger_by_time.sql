-- The ledger by time within an organisation (inventory by date, the dashboard's series): stock on
-- a recent day is today's stock less the movements since, and this index lets those be read
-- alone, without the table (INCLUDE), instead of scanning the organisation's whole ledger.
CREATE INDEX "inventory_movements_by_time" ON "inventory_movements" USING btree ("organisation_id","occurred_at") INCLUDE ("warehouse_id","sku_id","quantity","type");
