-- Every screen fast at a big seller's size (issue 32). open_problem_rule_counts: per problem rule,
-- how many of an organisation's open problem orders (not acknowledged) it flags: the Problem
-- Orders summary's order counts, kept by statement triggers on store_orders beside
-- store_order_counts (migration 0060) instead of expanding every open problem order's rules on
-- each load (135,000 orders at the big seller's size).
CREATE TABLE "open_problem_rule_counts" (
	"organisation_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "open_problem_rule_counts_pk" PRIMARY KEY("organisation_id","rule"),
	CONSTRAINT "open_problem_rule_counts_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION open_problem_rule_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- An update, never an insert: orders deleted with their organisation leave no count behind.
		UPDATE open_problem_rule_counts c SET orders = c.orders - d.orders
		FROM (SELECT o.organisation_id, p.problem ->> 'rule' AS rule, count(*) AS orders
			FROM old_orders o CROSS JOIN LATERAL jsonb_array_elements(o.problems) AS p(problem)
			WHERE o.problem_acknowledged_at IS NULL GROUP BY 1, 2) d
		WHERE c.organisation_id = d.organisation_id AND c.rule = d.rule;
		RETURN NULL;
	END IF;
	EXECUTE format($q$
		INSERT INTO open_problem_rule_counts AS c (organisation_id, rule, orders)
		SELECT organisation_id, rule, sum(delta) FROM (
			SELECT o.organisation_id, p.problem ->> 'rule' AS rule, 1 AS delta
			FROM new_orders o CROSS JOIN LATERAL jsonb_array_elements(o.problems) AS p(problem)
			WHERE o.problem_acknowledged_at IS NULL
			%s
		) d
		GROUP BY 1, 2 HAVING sum(delta) <> 0
		ORDER BY 1, 2
		ON CONFLICT (organisation_id, rule) DO UPDATE SET orders = c.orders + excluded.orders
	$q$, CASE WHEN TG_OP = 'UPDATE' THEN
		'UNION ALL SELECT o.organisation_id, p.problem ->> ''rule'', -1
		FROM old_orders o CROSS JOIN LATERAL jsonb_array_elements(o.problems) AS p(problem)
		WHERE o.problem_acknowledged_at IS NULL'
		ELSE '' END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER open_problem_rule_counts_inserted AFTER INSERT ON store_orders
	REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION open_problem_rule_counts_changed();
--> statement-breakpoint
CREATE TRIGGER open_problem_rule_counts_updated AFTER UPDATE ON store_orders
	REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION open_problem_rule_counts_changed();
--> statement-breakpoint
CREATE TRIGGER open_problem_rule_counts_deleted AFTER DELETE ON store_orders
	REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION open_problem_rule_counts_changed();
--> statement-breakpoint
INSERT INTO open_problem_rule_counts (organisation_id, rule, orders)
SELECT o.organisation_id, p.problem ->> 'rule', count(*)
FROM store_orders o CROSS JOIN LATERAL jsonb_array_elements(o.problems) AS p(problem)
WHERE o.problem_acknowledged_at IS NULL
GROUP BY 1, 2;
--> statement-breakpoint
SELECT apply_tenant_row_security();
