-- Hand-written (decision record 10). The Problem Orders list's count and the sidebar's `orders`
-- count read the partial index store_orders_open_problems, whose predicate has
-- `problems <> '[]'::jsonb`. jsonb_ne is not LEAKPROOF (nor jsonb_eq, through which the planner
-- estimates `<>`), so under row security the planner had no statistics for it, guessed that every
-- order of the organisation has a problem, and counted by reading the whole table: 51 ms against
-- 8 ms at 100,000 orders on PostgreSQL, the gap between those endpoints and their use case
-- (bench/README.md, "Problem orders"). Comparing two jsonb values raises no error that depends on
-- them, so it leaks nothing; like 0010, only a superuser may say so (PGlite always is); elsewhere
-- the counts stay correct, planned as before.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.jsonb_ne(jsonb, jsonb) LEAKPROOF;
    ALTER FUNCTION pg_catalog.jsonb_eq(jsonb, jsonb) LEAKPROOF;
  END IF;
END
$$;
