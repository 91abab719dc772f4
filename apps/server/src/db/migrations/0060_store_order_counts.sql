-- Every screen fast at a big seller's size (issue 32). store_order_counts: how many orders an
-- organisation has (the Orders list's total) and how many of them are problem orders not yet
-- acknowledged (the sidebar's `orders` badge on every page load, and the Problem Orders list's
-- total), kept by statement triggers on store_orders instead of counted per request: at a million
-- orders a count read a million rows, and the problem count 300,000 index entries (and, on a table
-- not vacuumed since the problem scan rewrote them, as many heap pages). Only statements that
-- change a count touch its row, so a report's upserts of known orders never wait on it.
CREATE TABLE "store_order_counts" (
	"organisation_id" bigint PRIMARY KEY NOT NULL,
	"orders" bigint NOT NULL,
	"open_problems" bigint NOT NULL,
	CONSTRAINT "store_order_counts_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
-- 1 for an open problem order: the predicate of the partial index store_orders_open_problems.
CREATE FUNCTION is_open_problem_order(problems jsonb, acknowledged_at timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN problems <> '[]'::jsonb AND acknowledged_at IS NULL THEN 1 ELSE 0 END $$;
--> statement-breakpoint
CREATE FUNCTION store_order_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An update, never an insert: orders deleted with their organisation leave no count behind
		-- (its row is already gone, and inserting one would fail its foreign key).
		UPDATE store_order_counts c SET orders = c.orders - d.orders, open_problems = c.open_problems - d.open_problems
		FROM (SELECT organisation_id, count(*) AS orders,
				sum(is_open_problem_order(problems, problem_acknowledged_at)) AS open_problems
			FROM old_orders GROUP BY organisation_id) d
		WHERE c.organisation_id = d.organisation_id;
		RETURN NULL;
	END IF;
	EXECUTE format($q$
		INSERT INTO store_order_counts AS c (organisation_id, orders, open_problems)
		SELECT organisation_id, sum(orders), sum(open_problems) FROM (
			SELECT organisation_id, 1 AS orders, is_open_problem_order(problems, problem_acknowledged_at) AS open_problems
			FROM new_orders
			%s
		) d
		GROUP BY organisation_id HAVING sum(orders) <> 0 OR sum(open_problems) <> 0
		ORDER BY organisation_id
		ON CONFLICT (organisation_id) DO UPDATE
			SET orders = c.orders + excluded.orders, open_problems = c.open_problems + excluded.open_problems
	$q$, CASE WHEN TG_OP = 'UPDATE' THEN
		'UNION ALL SELECT organisation_id, -1, -is_open_problem_order(problems, problem_acknowledged_at) FROM old_orders'
		ELSE '' END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_order_counts_inserted AFTER INSERT ON store_orders
	REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_counts_changed();
--> statement-breakpoint
CREATE TRIGGER store_order_counts_updated AFTER UPDATE ON store_orders
	REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_counts_changed();
--> statement-breakpoint
CREATE TRIGGER store_order_counts_deleted AFTER DELETE ON store_orders
	REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION store_order_counts_changed();
--> statement-breakpoint
INSERT INTO store_order_counts (organisation_id, orders, open_problems)
SELECT organisation_id, count(*), sum(is_open_problem_order(problems, problem_acknowledged_at)) FROM store_orders
GROUP BY organisation_id;
--> statement-breakpoint
SELECT apply_tenant_row_security();
