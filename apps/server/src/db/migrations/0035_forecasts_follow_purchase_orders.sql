-- A purchase order's lines and status move a SKU's replenishment (units on order, when they land),
-- so writing them queues the SKUs for a recompute, as stock writes do (migration 0029): the
-- one-minute sweep recomputes them, and the Stock screen's health follows an order placed or
-- cancelled within about a minute instead of at night. Statement triggers with transition tables:
-- one grouped insert per statement. Only SKUs that still exist are queued: deleting an
-- organisation deletes its orders and its SKUs in the same statement.
CREATE FUNCTION queue_forecasts_of_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forecast_queue (organisation_id, sku_id)
  SELECT DISTINCT l.organisation_id, l.sku_id FROM changed_lines l
  JOIN skus s ON s.organisation_id = l.organisation_id AND s.id = l.sku_id
  ORDER BY 1, 2
  ON CONFLICT (organisation_id, sku_id) DO UPDATE SET queued_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_inserted AFTER INSERT ON purchase_order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION queue_forecasts_of_order_lines();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_updated AFTER UPDATE ON purchase_order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION queue_forecasts_of_order_lines();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_deleted AFTER DELETE ON purchase_order_lines
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION queue_forecasts_of_order_lines();
--> statement-breakpoint
-- An order's status (placed, cancelled, closed) or its date (when its units land) changed.
CREATE FUNCTION queue_forecasts_of_changed_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forecast_queue (organisation_id, sku_id)
  SELECT DISTINCT l.organisation_id, l.sku_id
  FROM new_orders n
  JOIN old_orders o ON o.organisation_id = n.organisation_id AND o.id = n.id
  JOIN purchase_order_lines l ON l.organisation_id = n.organisation_id AND l.purchase_order_id = n.id
  JOIN skus s ON s.organisation_id = l.organisation_id AND s.id = l.sku_id
  WHERE o.status IS DISTINCT FROM n.status OR o.order_date IS DISTINCT FROM n.order_date
    OR o.supplier_id IS DISTINCT FROM n.supplier_id OR o.warehouse_id IS DISTINCT FROM n.warehouse_id
  ORDER BY 1, 2
  ON CONFLICT (organisation_id, sku_id) DO UPDATE SET queued_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_changed AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION queue_forecasts_of_changed_orders();
--> statement-breakpoint
-- A new SKU is queued too: its health (from its stock alone until it sells) is computed within the
-- minute, not at night, and its pending forecasts row (migration 0033) does not stay pending.
CREATE OR REPLACE FUNCTION skus_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sku_stock_totals (organisation_id, sku_id, quantity)
  SELECT organisation_id, id, 0 FROM new_skus
  ON CONFLICT DO NOTHING;
  INSERT INTO forecasts (organisation_id, sku_id)
  SELECT organisation_id, id FROM new_skus
  ON CONFLICT DO NOTHING;
  INSERT INTO forecast_queue (organisation_id, sku_id)
  SELECT organisation_id, id FROM new_skus ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  INSERT INTO organisation_sku_counts AS c (organisation_id, skus)
  SELECT organisation_id, count(*) FROM new_skus GROUP BY organisation_id ORDER BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE SET skus = c.skus + excluded.skus;
  RETURN NULL;
END
$$;
