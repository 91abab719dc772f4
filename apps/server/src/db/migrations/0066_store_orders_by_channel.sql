-- Every screen fast at a big seller's size (issue 32). A sales channel's performance reads its
-- orders of a window (90 days by default) four times: by purchase date alone, each read took every
-- channel's orders of the window (137,000 at a million orders over two years) to keep its 20,000.
CREATE INDEX "store_orders_channel_purchase_date" ON "store_orders" USING btree ("organisation_id", "sales_channel_id", "purchase_date");
