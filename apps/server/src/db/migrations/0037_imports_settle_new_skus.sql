-- What a new SKU brings besides itself, its pending forecasts row (migration 0033) and its place
-- in the forecast queue (0035), in one function: the skus_inserted trigger calls it for SKUs
-- written one request at a time, and a SKU import calls it after its commit (below). Only the
-- given SKUs that lack a forecasts row are written, so a second call writes nothing (the key to
-- skus refuses an id that is not the organisation's SKU); it answers how many it wrote.
CREATE FUNCTION add_pending_forecasts(p_organisation_id bigint, p_sku_ids bigint[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
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
  SELECT count(*) INTO written FROM pending;
  RETURN written;
END
$$;
--> statement-breakpoint
-- A SKU import's one transaction holds the embedded database's only connection, and every other
-- request waits it out: at 50,000 new SKUs the pending forecasts rows (fourteen indexes) and the
-- queue rows were 2.8 of its 5.3 s. The import sets app.defer_pending_forecasts for its
-- transaction and adds them after its commit in short transactions of their own, while the
-- import still shows running (imports.applied_at: its rows are written, the import not done).
CREATE OR REPLACE FUNCTION skus_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sku_stock_totals (organisation_id, sku_id, quantity)
  SELECT organisation_id, id, 0 FROM new_skus
  ON CONFLICT DO NOTHING;
  IF coalesce(current_setting('app.defer_pending_forecasts', true), '') <> 'on' THEN
    PERFORM add_pending_forecasts(organisation_id, array_agg(id))
    FROM new_skus GROUP BY organisation_id;
  END IF;
  INSERT INTO organisation_sku_counts AS c (organisation_id, skus)
  SELECT organisation_id, count(*) FROM new_skus GROUP BY organisation_id ORDER BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE SET skus = c.skus + excluded.skus;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "applied_at" timestamp with time zone;
