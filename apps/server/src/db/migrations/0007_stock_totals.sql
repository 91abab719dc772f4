-- Hand-written (issue 7, 13d): per-SKU stock totals and per-organisation SKU counts, kept by
-- triggers in the same transaction as every write to warehouse_stock and skus, so the SKU list
-- sorts by stock and shows its total without aggregating or counting per request. Statement-level
-- triggers with transition tables: one grouped write per statement, however many rows it touched
-- (the demo seed writes hundreds of thousands at once).
CREATE TABLE "sku_stock_totals" (
	"organisation_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_stock_totals_organisation_id_sku_id_pk" PRIMARY KEY("organisation_id","sku_id"),
	CONSTRAINT "sku_stock_totals_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "public"."skus"("organisation_id","id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "sku_stock_totals_by_quantity" ON "sku_stock_totals" USING btree ("organisation_id","quantity","sku_id");
--> statement-breakpoint
CREATE TABLE "organisation_sku_counts" (
	"organisation_id" bigint PRIMARY KEY NOT NULL,
	"skus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organisation_sku_counts_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
-- Backfill: every SKU gets its total (zero without stock), every organisation its count.
INSERT INTO sku_stock_totals (organisation_id, sku_id, quantity)
SELECT s.organisation_id, s.id, coalesce(sum(ws.quantity), 0)
FROM skus s
LEFT JOIN warehouse_stock ws ON ws.organisation_id = s.organisation_id AND ws.sku_id = s.id
GROUP BY s.organisation_id, s.id;
--> statement-breakpoint
INSERT INTO organisation_sku_counts (organisation_id, skus)
SELECT o.id, (SELECT count(*) FROM skus s WHERE s.organisation_id = o.id) FROM organisations o;
--> statement-breakpoint
CREATE FUNCTION skus_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sku_stock_totals (organisation_id, sku_id, quantity)
  SELECT organisation_id, id, 0 FROM new_skus
  ON CONFLICT DO NOTHING;
  INSERT INTO organisation_sku_counts AS c (organisation_id, skus)
  SELECT organisation_id, count(*) FROM new_skus GROUP BY organisation_id ORDER BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE SET skus = c.skus + excluded.skus;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skus_inserted AFTER INSERT ON skus REFERENCING NEW TABLE AS new_skus
FOR EACH STATEMENT EXECUTE FUNCTION skus_inserted();
--> statement-breakpoint
-- Their totals go with them (ON DELETE CASCADE); the count is updated, unless the organisation
-- itself is being deleted (its count row is then already gone).
CREATE FUNCTION skus_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organisation_sku_counts c SET skus = c.skus - d.removed
  FROM (SELECT organisation_id, count(*) AS removed FROM old_skus GROUP BY organisation_id) d
  WHERE c.organisation_id = d.organisation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skus_deleted AFTER DELETE ON skus REFERENCING OLD TABLE AS old_skus
FOR EACH STATEMENT EXECUTE FUNCTION skus_deleted();
--> statement-breakpoint
-- warehouse_stock rows are inserted and updated by the ledger (and the demo seed, and imports);
-- the difference per SKU goes to its total. Rows are deleted only with their SKU or an empty
-- warehouse, so deletes need nothing here. Totals are locked in key order first, so two writers
-- never wait on each other crosswise (deadlock).
CREATE FUNCTION warehouse_stock_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sku_stock_totals t
  WHERE (t.organisation_id, t.sku_id) IN (SELECT organisation_id, sku_id FROM new_stock)
  ORDER BY t.organisation_id, t.sku_id FOR UPDATE;
  UPDATE sku_stock_totals t SET quantity = t.quantity + d.delta
  FROM (SELECT organisation_id, sku_id, sum(quantity) AS delta FROM new_stock
        GROUP BY organisation_id, sku_id HAVING sum(quantity) <> 0) d
  WHERE t.organisation_id = d.organisation_id AND t.sku_id = d.sku_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_inserted AFTER INSERT ON warehouse_stock REFERENCING NEW TABLE AS new_stock
FOR EACH STATEMENT EXECUTE FUNCTION warehouse_stock_inserted();
--> statement-breakpoint
CREATE FUNCTION warehouse_stock_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sku_stock_totals t
  WHERE (t.organisation_id, t.sku_id) IN (SELECT organisation_id, sku_id FROM new_stock)
  ORDER BY t.organisation_id, t.sku_id FOR UPDATE;
  UPDATE sku_stock_totals t SET quantity = t.quantity + d.delta
  FROM (
    SELECT organisation_id, sku_id, sum(quantity) AS delta FROM (
      SELECT organisation_id, sku_id, quantity FROM new_stock
      UNION ALL
      SELECT organisation_id, sku_id, -quantity FROM old_stock
    ) changes
    GROUP BY organisation_id, sku_id HAVING sum(quantity) <> 0
  ) d
  WHERE t.organisation_id = d.organisation_id AND t.sku_id = d.sku_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER warehouse_stock_updated AFTER UPDATE ON warehouse_stock
REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
FOR EACH STATEMENT EXECUTE FUNCTION warehouse_stock_updated();
