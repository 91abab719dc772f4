-- Every screen fast at a big seller's size (issue 32). store_order_day_totals: the units and
-- orders of an organisation's store orders that are not cancelled, per calendar day of purchase
-- (the organisation's time zone) and sales channel, kept by statement triggers on store_orders as
-- the ledger's day totals are (migration 0059). The dashboard's sales per day and units per
-- channel read a few hundred rows instead of 90 days of orders (at a million orders, 120,000).
-- sales_channel_id 0 and sales_channel_name '' stand for none.
CREATE TABLE "store_order_day_totals" (
	"organisation_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sales_channel_id" bigint NOT NULL,
	"sales_channel_name" text NOT NULL,
	"units" bigint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "store_order_day_totals_pk" PRIMARY KEY("organisation_id","day","sales_channel_id","sales_channel_name"),
	CONSTRAINT "store_order_day_totals_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION store_order_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An update, never an insert: orders deleted with their organisation leave nothing behind.
		UPDATE store_order_day_totals t SET units = t.units - d.units, orders = t.orders - d.orders
		FROM (
			SELECT o.organisation_id, (o.purchase_date AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date AS day,
				coalesce(o.sales_channel_id, 0) AS sales_channel_id, coalesce(o.sales_channel_name, '') AS sales_channel_name,
				sum(coalesce(o.units, 0)) AS units, count(*) AS orders
			FROM old_orders o LEFT JOIN forecast_settings fs ON fs.organisation_id = o.organisation_id
			WHERE o.status <> 'Cancelled'
			GROUP BY 1, 2, 3, 4
		) d
		WHERE (t.organisation_id, t.day, t.sales_channel_id, t.sales_channel_name)
			= (d.organisation_id, d.day, d.sales_channel_id, d.sales_channel_name);
		RETURN NULL;
	END IF;
	EXECUTE format($q$
		INSERT INTO store_order_day_totals AS t (organisation_id, day, sales_channel_id, sales_channel_name, units, orders)
		SELECT o.organisation_id, (o.purchase_date AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date,
			coalesce(o.sales_channel_id, 0), coalesce(o.sales_channel_name, ''), sum(o.sign * coalesce(o.units, 0)), sum(o.sign)
		FROM (
			SELECT organisation_id, purchase_date, sales_channel_id, sales_channel_name, units, 1 AS sign
			FROM new_orders WHERE status <> 'Cancelled'
			%s
		) o
		LEFT JOIN forecast_settings fs ON fs.organisation_id = o.organisation_id
		GROUP BY 1, 2, 3, 4
		HAVING sum(o.sign * coalesce(o.units, 0)) <> 0 OR sum(o.sign) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT (organisation_id, day, sales_channel_id, sales_channel_name) DO UPDATE
			SET units = t.units + excluded.units, orders = t.orders + excluded.orders
	$q$, CASE WHEN TG_OP = 'UPDATE' THEN
		'UNION ALL SELECT organisation_id, purchase_date, sales_channel_id, sales_channel_name, units, -1
		FROM old_orders WHERE status <> ''Cancelled'''
		ELSE '' END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_order_day_totals_inserted AFTER INSERT ON store_orders
	REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER store_order_day_totals_updated AFTER UPDATE ON store_orders
	REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER store_order_day_totals_deleted AFTER DELETE ON store_orders
	REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_day_totals_changed();
--> statement-breakpoint
-- Every day of the organisations named, from all their orders (a new time zone; the backfill).
CREATE FUNCTION store_order_day_totals_rebuild(organisation_ids bigint[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM store_order_day_totals WHERE organisation_id = ANY(organisation_ids);
	INSERT INTO store_order_day_totals (organisation_id, day, sales_channel_id, sales_channel_name, units, orders)
	SELECT o.organisation_id, (o.purchase_date AT TIME ZONE coalesce(fs.time_zone, 'UTC'))::date,
		coalesce(o.sales_channel_id, 0), coalesce(o.sales_channel_name, ''), sum(coalesce(o.units, 0)), count(*)
	FROM store_orders o LEFT JOIN forecast_settings fs ON fs.organisation_id = o.organisation_id
	WHERE o.organisation_id = ANY(organisation_ids) AND o.status <> 'Cancelled'
	GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
CREATE FUNCTION store_order_day_totals_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM store_order_day_totals_rebuild((
			SELECT array_agg(n.organisation_id) FROM new_rows n WHERE n.time_zone IS DISTINCT FROM 'UTC'));
	ELSE
		PERFORM store_order_day_totals_rebuild((
			SELECT array_agg(n.organisation_id) FROM new_rows n
			JOIN old_rows o ON o.organisation_id = n.organisation_id
			WHERE o.time_zone IS DISTINCT FROM n.time_zone));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_order_day_totals_time_zone_inserted AFTER INSERT ON forecast_settings
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_order_day_totals_time_zone_changed();
--> statement-breakpoint
CREATE TRIGGER store_order_day_totals_time_zone_updated AFTER UPDATE ON forecast_settings
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_order_day_totals_time_zone_changed();
--> statement-breakpoint
SELECT store_order_day_totals_rebuild(array(SELECT id FROM organisations));
--> statement-breakpoint
SELECT apply_tenant_row_security();
