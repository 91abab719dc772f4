-- The ledger's totals, purchase orders and new SKUs record domain events (decision 23) instead of
-- writing the forecast queue themselves (migrations 0029, 0035, 0037): the forecasts module follows
-- the events and queues its own work, in the delivery that moves its cursor, so a recompute is
-- queued within seconds of the commit and the minute's sweep that turned queue rows into jobs goes.
-- Statement triggers with transition tables, as before: one event per organisation per statement.
DROP TRIGGER "sku_stock_totals_changed" ON "sku_stock_totals";
--> statement-breakpoint
DROP FUNCTION queue_forecasts_of_changed_stock();
--> statement-breakpoint
CREATE FUNCTION record_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_domain_event(organisation_id, 'stock.changed', 'organisation',
    jsonb_build_object('skuIds', jsonb_agg(DISTINCT sku_id ORDER BY sku_id)))
  FROM changed_totals GROUP BY organisation_id ORDER BY organisation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sku_stock_totals_changed AFTER UPDATE ON sku_stock_totals
  REFERENCING NEW TABLE AS changed_totals FOR EACH STATEMENT EXECUTE FUNCTION record_stock_changed();
--> statement-breakpoint
DROP TRIGGER "purchase_order_lines_inserted" ON "purchase_order_lines";
--> statement-breakpoint
DROP TRIGGER "purchase_order_lines_updated" ON "purchase_order_lines";
--> statement-breakpoint
DROP TRIGGER "purchase_order_lines_deleted" ON "purchase_order_lines";
--> statement-breakpoint
DROP TRIGGER "purchase_orders_changed" ON "purchase_orders";
--> statement-breakpoint
DROP FUNCTION queue_forecasts_of_order_lines();
--> statement-breakpoint
DROP FUNCTION queue_forecasts_of_changed_orders();
--> statement-breakpoint
-- Only SKUs that still exist: deleting an organisation deletes its orders and its SKUs in the same
-- statement, and an event of an organisation being deleted has nobody to tell.
CREATE FUNCTION record_purchase_order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_domain_event(l.organisation_id, 'purchase-orders.changed', 'organisation',
    jsonb_build_object('skuIds', jsonb_agg(DISTINCT l.sku_id ORDER BY l.sku_id)))
  FROM changed_lines l
  JOIN skus s ON s.organisation_id = l.organisation_id AND s.id = l.sku_id
  GROUP BY l.organisation_id ORDER BY l.organisation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_inserted AFTER INSERT ON purchase_order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION record_purchase_order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_updated AFTER UPDATE ON purchase_order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION record_purchase_order_lines_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_deleted AFTER DELETE ON purchase_order_lines
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION record_purchase_order_lines_changed();
--> statement-breakpoint
-- An order's status (placed, cancelled, closed), its date (when its units land), its supplier or
-- its warehouse changed.
CREATE FUNCTION record_purchase_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_domain_event(l.organisation_id, 'purchase-orders.changed', 'organisation',
    jsonb_build_object('skuIds', jsonb_agg(DISTINCT l.sku_id ORDER BY l.sku_id)))
  FROM new_orders n
  JOIN old_orders o ON o.organisation_id = n.organisation_id AND o.id = n.id
  JOIN purchase_order_lines l ON l.organisation_id = n.organisation_id AND l.purchase_order_id = n.id
  JOIN skus s ON s.organisation_id = l.organisation_id AND s.id = l.sku_id
  WHERE o.status IS DISTINCT FROM n.status OR o.order_date IS DISTINCT FROM n.order_date
    OR o.supplier_id IS DISTINCT FROM n.supplier_id OR o.warehouse_id IS DISTINCT FROM n.warehouse_id
  GROUP BY l.organisation_id ORDER BY l.organisation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_changed AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION record_purchase_orders_changed();
--> statement-breakpoint
-- New SKUs' pending forecasts rows and queue places are still written with them (or, for an
-- import, after its commit: migration 0037); the event tells the forecasts module to compute them.
CREATE OR REPLACE FUNCTION add_pending_forecasts(p_organisation_id bigint, p_sku_ids bigint[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
  added jsonb;
BEGIN
  WITH missing AS (
    SELECT DISTINCT u.id FROM unnest(p_sku_ids) AS u(id)
    WHERE NOT EXISTS (SELECT 1 FROM forecasts f WHERE f.organisation_id = p_organisation_id AND f.sku_id = u.id)
  ), pending AS (
    INSERT INTO forecasts (organisation_id, sku_id)
    SELECT p_organisation_id, id FROM missing ORDER BY id
    ON CONFLICT DO NOTHING
    RETURNING sku_id
  ), queued AS (
    INSERT INTO forecast_queue (organisation_id, sku_id)
    SELECT p_organisation_id, sku_id FROM pending ORDER BY sku_id
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*), jsonb_agg(sku_id ORDER BY sku_id) INTO written, added FROM pending;
  IF written > 0 THEN
    PERFORM record_domain_event(p_organisation_id, 'skus.created', 'organisation', jsonb_build_object('skuIds', added));
  END IF;
  RETURN written;
END
$$;
