-- Every screen fast at a big seller's size (issue 32). sales_channel_totals: each sales channel's
-- listed SKUs and their units across every warehouse, kept by statement triggers on sku_listings
-- (a listing adds its SKU's units, its removal takes them away) and on sku_stock_totals (a SKU's
-- change of units goes to every channel listing it), as warehouse_stock_totals is per warehouse
-- (migration 0064). The Sales Channels list read 18,000 listings and their SKUs' totals per
-- channel on every load (150 ms for five channels at 50,000 SKUs).
CREATE TABLE "sales_channel_totals" (
	"organisation_id" bigint NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"listed_skus" bigint NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "sales_channel_totals_pk" PRIMARY KEY("organisation_id","sales_channel_id"),
	CONSTRAINT "sales_channel_totals_channel_fk" FOREIGN KEY ("organisation_id","sales_channel_id") REFERENCES "sales_channels"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
-- Listings: the SKUs' units come from their kept totals. A SKU deleted takes its listings and its
-- total with it by cascade, and a cascade's statement triggers run at the end of the deletion, when
-- neither row is left for the other to read: its units are not subtracted. The product deletes
-- only SKUs without stock history (units 0); one with stock goes only with its organisation, whose
-- channels and their rows go too.
CREATE FUNCTION sales_channel_totals_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		-- An update, never an insert: listings deleted with their channel or organisation leave nothing.
		EXECUTE $q$
			UPDATE sales_channel_totals t SET listed_skus = t.listed_skus - d.skus, units = t.units - d.units
			FROM (
				SELECT l.organisation_id, l.sales_channel_id, count(*) AS skus, coalesce(sum(s.quantity), 0) AS units
				FROM old_listings l
				LEFT JOIN sku_stock_totals s ON s.organisation_id = l.organisation_id AND s.sku_id = l.sku_id
				GROUP BY 1, 2
			) d
			WHERE t.organisation_id = d.organisation_id AND t.sales_channel_id = d.sales_channel_id
		$q$;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		EXECUTE $q$
			INSERT INTO sales_channel_totals AS t (organisation_id, sales_channel_id, listed_skus, units)
			SELECT l.organisation_id, l.sales_channel_id, count(*), coalesce(sum(s.quantity), 0)
			FROM new_listings l
			LEFT JOIN sku_stock_totals s ON s.organisation_id = l.organisation_id AND s.sku_id = l.sku_id
			GROUP BY 1, 2
			ORDER BY 1, 2
			ON CONFLICT (organisation_id, sales_channel_id) DO UPDATE
				SET listed_skus = t.listed_skus + excluded.listed_skus, units = t.units + excluded.units
		$q$;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_listings_inserted AFTER INSERT ON sku_listings
	REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_listings_changed();
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_listings_updated AFTER UPDATE ON sku_listings
	REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_listings_changed();
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_listings_deleted AFTER DELETE ON sku_listings
	REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_listings_changed();
--> statement-breakpoint
-- A SKU's units moved: every channel listing it moves by as much, and only rows whose figure
-- changes are touched. Upserted in key order, so two writers never wait on each other crosswise
-- (a channel listing the SKU has its row from that listing: the insert is never taken in practice);
-- a SKU's deletion subtracts by update, never insert (see above).
CREATE FUNCTION sales_channel_totals_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deltas text := format($q$
		SELECT l.organisation_id, l.sales_channel_id, sum(c.units) AS units
		FROM (
			SELECT organisation_id, sku_id, sum(units) AS units FROM (%s) changes
			GROUP BY 1, 2 HAVING sum(units) <> 0
		) c
		JOIN sku_listings l ON l.organisation_id = c.organisation_id AND l.sku_id = c.sku_id
		GROUP BY 1, 2 HAVING sum(c.units) <> 0
	$q$, CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT organisation_id, sku_id, quantity AS units FROM new_totals'
		WHEN 'DELETE' THEN 'SELECT organisation_id, sku_id, -quantity AS units FROM old_totals'
		ELSE 'SELECT organisation_id, sku_id, quantity AS units FROM new_totals
			UNION ALL SELECT organisation_id, sku_id, -quantity FROM old_totals'
		END);
BEGIN
	IF TG_OP = 'DELETE' THEN
		EXECUTE format($q$
			UPDATE sales_channel_totals t SET units = t.units + d.units FROM (%s) d
			WHERE t.organisation_id = d.organisation_id AND t.sales_channel_id = d.sales_channel_id
		$q$, deltas);
	ELSE
		EXECUTE format($q$
			INSERT INTO sales_channel_totals AS t (organisation_id, sales_channel_id, listed_skus, units)
			SELECT organisation_id, sales_channel_id, 0, units FROM (%s) d
			ORDER BY 1, 2
			ON CONFLICT (organisation_id, sales_channel_id) DO UPDATE SET units = t.units + excluded.units
		$q$, deltas);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_stock_inserted AFTER INSERT ON sku_stock_totals
	REFERENCING NEW TABLE AS new_totals FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_stock_changed();
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_stock_updated AFTER UPDATE ON sku_stock_totals
	REFERENCING OLD TABLE AS old_totals NEW TABLE AS new_totals FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_stock_changed();
--> statement-breakpoint
CREATE TRIGGER sales_channel_totals_stock_deleted AFTER DELETE ON sku_stock_totals
	REFERENCING OLD TABLE AS old_totals FOR EACH STATEMENT EXECUTE FUNCTION sales_channel_totals_stock_changed();
--> statement-breakpoint
-- Every channel of the organisations named, from their listings and the SKUs' totals (the backfill).
CREATE FUNCTION sales_channel_totals_rebuild(organisation_ids bigint[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM sales_channel_totals WHERE organisation_id = ANY(organisation_ids);
	INSERT INTO sales_channel_totals (organisation_id, sales_channel_id, listed_skus, units)
	SELECT l.organisation_id, l.sales_channel_id, count(*), coalesce(sum(s.quantity), 0)
	FROM sku_listings l
	LEFT JOIN sku_stock_totals s ON s.organisation_id = l.organisation_id AND s.sku_id = l.sku_id
	WHERE l.organisation_id = ANY(organisation_ids)
	GROUP BY 1, 2
$$;
--> statement-breakpoint
SELECT sales_channel_totals_rebuild(array(SELECT id FROM organisations));
--> statement-breakpoint
SELECT apply_tenant_row_security();
