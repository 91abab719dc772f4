-- Every screen fast at a big seller's size (issue 32). warehouse_stock_totals: each warehouse's
-- units, the SKUs it holds (quantity above zero) and its stock rows not at zero (Inventory by
-- Date's rows for today), kept by statement triggers on warehouse_stock
-- as sku_stock_totals is per SKU (migration 0007): the Warehouses list and a warehouse's page read
-- one row per warehouse instead of grouping every stock row of the organisation (150,000 at the
-- big seller's size) on every load.
CREATE TABLE "warehouse_stock_totals" (
	"organisation_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"units" bigint NOT NULL,
	"skus_in_stock" bigint NOT NULL,
	"held_pairs" bigint NOT NULL,
	CONSTRAINT "warehouse_stock_totals_pk" PRIMARY KEY("organisation_id","warehouse_id"),
	CONSTRAINT "warehouse_stock_totals_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "warehouses"("organisation_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION warehouse_stock_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An update, never an insert: rows deleted with their warehouse or organisation leave nothing.
		UPDATE warehouse_stock_totals t
		SET units = t.units - d.units, skus_in_stock = t.skus_in_stock - d.skus, held_pairs = t.held_pairs - d.held
		FROM (SELECT organisation_id, warehouse_id, sum(quantity) AS units, count(*) FILTER (WHERE quantity > 0) AS skus,
				count(*) FILTER (WHERE quantity <> 0) AS held
			FROM old_stock GROUP BY 1, 2) d
		WHERE t.organisation_id = d.organisation_id AND t.warehouse_id = d.warehouse_id;
		RETURN NULL;
	END IF;
	EXECUTE format($q$
		INSERT INTO warehouse_stock_totals AS t (organisation_id, warehouse_id, units, skus_in_stock, held_pairs)
		SELECT organisation_id, warehouse_id, sum(units), sum(skus), sum(held) FROM (
			SELECT organisation_id, warehouse_id, quantity AS units, CASE WHEN quantity > 0 THEN 1 ELSE 0 END AS skus,
				CASE WHEN quantity <> 0 THEN 1 ELSE 0 END AS held
			FROM new_stock
			%s
		) d
		GROUP BY 1, 2
		ORDER BY 1, 2
		ON CONFLICT (organisation_id, warehouse_id) DO UPDATE
			SET units = t.units + excluded.units, skus_in_stock = t.skus_in_stock + excluded.skus_in_stock,
				held_pairs = t.held_pairs + excluded.held_pairs
	$q$, CASE WHEN TG_OP = 'UPDATE' THEN
		'UNION ALL SELECT organisation_id, warehouse_id, -quantity, CASE WHEN quantity > 0 THEN -1 ELSE 0 END,
			CASE WHEN quantity <> 0 THEN -1 ELSE 0 END FROM old_stock'
		ELSE '' END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_totals_inserted AFTER INSERT ON warehouse_stock
	REFERENCING NEW TABLE AS new_stock FOR EACH STATEMENT EXECUTE FUNCTION warehouse_stock_totals_changed();
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_totals_updated AFTER UPDATE ON warehouse_stock
	REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock FOR EACH STATEMENT EXECUTE FUNCTION warehouse_stock_totals_changed();
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_totals_deleted AFTER DELETE ON warehouse_stock
	REFERENCING OLD TABLE AS old_stock FOR EACH STATEMENT EXECUTE FUNCTION warehouse_stock_totals_changed();
--> statement-breakpoint
INSERT INTO warehouse_stock_totals (organisation_id, warehouse_id, units, skus_in_stock, held_pairs)
SELECT organisation_id, warehouse_id, sum(quantity), count(*) FILTER (WHERE quantity > 0), count(*) FILTER (WHERE quantity <> 0)
FROM warehouse_stock GROUP BY 1, 2;
--> statement-breakpoint
SELECT apply_tenant_row_security();
