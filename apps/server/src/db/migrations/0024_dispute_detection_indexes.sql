-- Dispute detection reads only what can still be claimed (issue 11, at 1,000,000 orders and
-- 50,000 SKUs): the ledger's losses (a few in a thousand movements) by SKU and date, a SKU's
-- reimbursements by date, and the transfers closed short by closing date. Without them the loss
-- detector read every movement of the organisation and the shortage detector every closed transfer.
CREATE INDEX "inventory_movements_losses" ON "inventory_movements" USING btree ("organisation_id","sku_id","occurred_at") WHERE type = 'lost' and quantity < 0;
--> statement-breakpoint
CREATE INDEX "reimbursements_sku" ON "reimbursements" USING btree ("organisation_id","sku_id","approval_date");
--> statement-breakpoint
CREATE INDEX "transfers_closed_short" ON "transfers" USING btree ("organisation_id","closed_at") WHERE status = 'CLOSED' and total_received < total_shipped;
