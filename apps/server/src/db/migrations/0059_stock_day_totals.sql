-- Every screen fast at a big seller's size (issue 32). stock_day_totals: the ledger's net change per
-- organisation, warehouse and calendar day (the organisation's time zone), split by the COGS
-- currency its SKUs are valued in ('' for none) and whether they are hidden, with its value at
-- today's COGS and the units sold (sale movements). Stock at the end of a day is the sum of the
-- days up to it, so Inventory by Date's series, today's stock on the dashboard and the Stock
-- screen, and the dashboard's daily changes read a few hundred rows instead of every movement of
-- the range (at two years of a 50,000-SKU ledger, 600,000 movements for 90 days).
--
-- Kept in the writer's transaction by triggers, as warehouse_stock is:
-- * movements inserted (or deleted: the ledger is never rewritten, but a bulk removal must not
--   leave the totals behind) add their units to their day;
-- * a SKU whose COGS, COGS currency, product or hidden flag changes, or a product whose COGS or
--   COGS currency changes (for its SKUs without their own), moves its history from the old
--   (currency, hidden, value) to the new: its movements are read by SKU (an index), a few hundred
--   rows per SKU;
-- * a new time zone re-buckets the organisation's days (all of its movements, once).
CREATE TABLE "stock_day_totals" (
	"organisation_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"hidden" boolean NOT NULL,
	"units" bigint NOT NULL,
	"value" bigint NOT NULL,
	"sold" bigint NOT NULL,
	CONSTRAINT "stock_day_totals_pk" PRIMARY KEY("organisation_id","warehouse_id","day","currency","hidden"),
	CONSTRAINT "stock_day_totals_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
-- What one SKU's movements count as: its COGS (else its product's), that COGS' currency ('' when
-- neither has a COGS or the COGS has no currency: counted in units, valued at nothing).
CREATE FUNCTION stock_day_valuation(sku_cogs bigint, sku_currency text, product_cogs bigint, product_currency text)
RETURNS TABLE (currency text, cogs bigint) LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(c.currency, ''), CASE WHEN c.currency IS NULL THEN 0 ELSE c.cogs END
	FROM (SELECT CASE WHEN sku_cogs IS NOT NULL THEN sku_currency WHEN product_cogs IS NOT NULL THEN product_currency END AS currency,
		coalesce(sku_cogs, product_cogs) AS cogs) c
$$;
--> statement-breakpoint
-- Adds the movements a statement inserted to their days (in key order, so that two writers of
-- the same days lock their rows in the same order: no deadlock), or takes those it deleted off.
CREATE FUNCTION stock_day_totals_movements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An update, never an insert: movements deleted with their organisation leave no totals
		-- behind (its rows are already gone, and inserting one would fail its foreign key).
		UPDATE stock_day_totals t SET units = t.units - d.units, value = t.value - d.value, sold = t.sold - d.sold
		FROM (
			SELECT m.organisation_id, m.warehouse_id, (m.occurred_at AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date AS day,
				v.currency, k.is_hidden AS hidden, sum(m.quantity) AS units, sum(m.quantity::bigint * v.cogs) AS value,
				sum(CASE WHEN m.type = 'sale' THEN -m.quantity ELSE 0 END) AS sold
			FROM old_rows m
			JOIN skus k ON k.organisation_id = m.organisation_id AND k.id = m.sku_id
			LEFT JOIN products p ON p.organisation_id = k.organisation_id AND p.id = k.product_id
			LEFT JOIN forecast_settings fs ON fs.organisation_id = m.organisation_id
			CROSS JOIN LATERAL stock_day_valuation(k.cogs, k.cogs_currency, p.cogs, p.cogs_currency) v
			GROUP BY 1, 2, 3, 4, 5
		) d
		WHERE (t.organisation_id, t.warehouse_id, t.day, t.currency, t.hidden)
			= (d.organisation_id, d.warehouse_id, d.day, d.currency, d.hidden);
		RETURN NULL;
	END IF;
	INSERT INTO stock_day_totals AS t (organisation_id, warehouse_id, day, currency, hidden, units, value, sold)
	SELECT m.organisation_id, m.warehouse_id, (m.occurred_at AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date,
		v.currency, k.is_hidden, sum(m.quantity), sum(m.quantity::bigint * v.cogs),
		sum(CASE WHEN m.type = 'sale' THEN -m.quantity ELSE 0 END)
	FROM new_rows m
	JOIN skus k ON k.organisation_id = m.organisation_id AND k.id = m.sku_id
	LEFT JOIN products p ON p.organisation_id = k.organisation_id AND p.id = k.product_id
	LEFT JOIN forecast_settings fs ON fs.organisation_id = m.organisation_id
	CROSS JOIN LATERAL stock_day_valuation(k.cogs, k.cogs_currency, p.cogs, p.cogs_currency) v
	GROUP BY 1, 2, 3, 4, 5
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organisation_id, warehouse_id, day, currency, hidden) DO UPDATE
		SET units = t.units + excluded.units, value = t.value + excluded.value, sold = t.sold + excluded.sold;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_movements_inserted AFTER INSERT ON inventory_movements
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_movements_changed();
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_movements_deleted AFTER DELETE ON inventory_movements
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_movements_changed();
--> statement-breakpoint
-- Moves the history of SKUs from their old valuation to their new one. `revalued`: json rows of
-- (organisation_id, sku_id, old_currency, old_cogs, old_hidden, new_currency, new_cogs, new_hidden).
CREATE FUNCTION stock_day_totals_revalue(revalued jsonb) RETURNS void LANGUAGE sql AS $$
	WITH r AS (
		SELECT * FROM jsonb_to_recordset(revalued) AS r(organisation_id bigint, sku_id bigint, old_currency text,
			old_cogs bigint, old_hidden boolean, new_currency text, new_cogs bigint, new_hidden boolean)
		WHERE (old_currency, old_cogs, old_hidden) IS DISTINCT FROM (new_currency, new_cogs, new_hidden)
	), days AS (
		SELECT r.*, m.warehouse_id, (m.occurred_at AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date AS day,
			sum(m.quantity)::bigint AS units, sum(CASE WHEN m.type = 'sale' THEN -m.quantity ELSE 0 END)::bigint AS sold
		FROM r
		JOIN inventory_movements m ON m.organisation_id = r.organisation_id AND m.sku_id = r.sku_id
		LEFT JOIN forecast_settings fs ON fs.organisation_id = r.organisation_id
		GROUP BY r.organisation_id, r.sku_id, r.old_currency, r.old_cogs, r.old_hidden, r.new_currency, r.new_cogs,
			r.new_hidden, m.warehouse_id, 10
	)
	INSERT INTO stock_day_totals AS t (organisation_id, warehouse_id, day, currency, hidden, units, value, sold)
	SELECT organisation_id, warehouse_id, day, currency, hidden, sum(units), sum(value), sum(sold)
	FROM (
		SELECT organisation_id, warehouse_id, day, old_currency AS currency, old_hidden AS hidden,
			-units AS units, -units * old_cogs AS value, -sold AS sold FROM days
		UNION ALL
		SELECT organisation_id, warehouse_id, day, new_currency, new_hidden, units, units * new_cogs, sold FROM days
	) moved
	GROUP BY 1, 2, 3, 4, 5
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organisation_id, warehouse_id, day, currency, hidden) DO UPDATE
		SET units = t.units + excluded.units, value = t.value + excluded.value, sold = t.sold + excluded.sold
$$;
--> statement-breakpoint
CREATE FUNCTION stock_day_totals_skus_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stock_day_totals_revalue((
		SELECT jsonb_agg(jsonb_build_object('organisation_id', n.organisation_id, 'sku_id', n.id,
			'old_currency', ov.currency, 'old_cogs', ov.cogs, 'old_hidden', o.is_hidden,
			'new_currency', nv.currency, 'new_cogs', nv.cogs, 'new_hidden', n.is_hidden))
		FROM new_rows n
		JOIN old_rows o ON o.organisation_id = n.organisation_id AND o.id = n.id
		LEFT JOIN products op ON op.organisation_id = o.organisation_id AND op.id = o.product_id
		LEFT JOIN products np ON np.organisation_id = n.organisation_id AND np.id = n.product_id
		CROSS JOIN LATERAL stock_day_valuation(o.cogs, o.cogs_currency, op.cogs, op.cogs_currency) ov
		CROSS JOIN LATERAL stock_day_valuation(n.cogs, n.cogs_currency, np.cogs, np.cogs_currency) nv
		WHERE (ov.currency, ov.cogs, o.is_hidden) IS DISTINCT FROM (nv.currency, nv.cogs, n.is_hidden)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_skus_updated AFTER UPDATE ON skus
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_skus_updated();
--> statement-breakpoint
CREATE FUNCTION stock_day_totals_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stock_day_totals_revalue((
		SELECT jsonb_agg(jsonb_build_object('organisation_id', k.organisation_id, 'sku_id', k.id,
			'old_currency', ov.currency, 'old_cogs', ov.cogs, 'old_hidden', k.is_hidden,
			'new_currency', nv.currency, 'new_cogs', nv.cogs, 'new_hidden', k.is_hidden))
		FROM new_rows n
		JOIN old_rows o ON o.organisation_id = n.organisation_id AND o.id = n.id
		JOIN skus k ON k.organisation_id = n.organisation_id AND k.product_id = n.id AND k.cogs IS NULL
		CROSS JOIN LATERAL stock_day_valuation(NULL, NULL, o.cogs, o.cogs_currency) ov
		CROSS JOIN LATERAL stock_day_valuation(NULL, NULL, n.cogs, n.cogs_currency) nv
		WHERE (ov.currency, ov.cogs) IS DISTINCT FROM (nv.currency, nv.cogs)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_products_updated AFTER UPDATE ON products
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_products_updated();
--> statement-breakpoint
-- Every day of the organisations named, from their whole ledger (a new time zone; the backfill).
CREATE FUNCTION stock_day_totals_rebuild(organisation_ids bigint[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM stock_day_totals WHERE organisation_id = ANY(organisation_ids);
	INSERT INTO stock_day_totals (organisation_id, warehouse_id, day, currency, hidden, units, value, sold)
	SELECT m.organisation_id, m.warehouse_id, (m.occurred_at AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date,
		v.currency, k.is_hidden, sum(m.quantity), sum(m.quantity::bigint * v.cogs),
		sum(CASE WHEN m.type = 'sale' THEN -m.quantity ELSE 0 END)
	FROM inventory_movements m
	JOIN skus k ON k.organisation_id = m.organisation_id AND k.id = m.sku_id
	LEFT JOIN products p ON p.organisation_id = k.organisation_id AND p.id = k.product_id
	LEFT JOIN forecast_settings fs ON fs.organisation_id = m.organisation_id
	CROSS JOIN LATERAL stock_day_valuation(k.cogs, k.cogs_currency, p.cogs, p.cogs_currency) v
	WHERE m.organisation_id = ANY(organisation_ids)
	GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint
CREATE FUNCTION stock_day_totals_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stock_day_totals_rebuild((
		SELECT array_agg(n.organisation_id) FROM new_rows n
		LEFT JOIN old_rows o ON o.organisation_id = n.organisation_id
		WHERE coalesce(o.time_zone, 'UTC') IS DISTINCT FROM n.time_zone));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_time_zone_updated AFTER UPDATE ON forecast_settings
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_time_zone_changed();
--> statement-breakpoint
CREATE FUNCTION stock_day_totals_time_zone_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stock_day_totals_rebuild((
		SELECT array_agg(n.organisation_id) FROM new_rows n WHERE n.time_zone IS DISTINCT FROM 'UTC'));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_day_totals_time_zone_inserted AFTER INSERT ON forecast_settings
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_day_totals_time_zone_set();
--> statement-breakpoint
SELECT stock_day_totals_rebuild(array(SELECT id FROM organisations));
--> statement-breakpoint
SELECT apply_tenant_row_security();
