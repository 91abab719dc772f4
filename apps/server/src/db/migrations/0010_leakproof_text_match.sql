-- Hand-written (decision record 10, "Search under row security"). Under row-level security the
-- planner may neither apply a non-LEAKPROOF operator before the policy nor consult column
-- statistics for it, so a list searched with ILIKE (texticlike) was planned on default guesses:
-- a hash join and a sort of every match instead of walking the sku_id index to the first 25
-- (1.7 ms -> 30-50 ms at 20,000 SKUs on PGlite), and a trigram index could never serve it.
-- The policy here guards against the application's own forgotten filters, not against users who
-- write SQL: nobody can aim a pattern at another organisation's values and read the error, so
-- LIKE and ILIKE are leakproof for us. Only a superuser may say so (PGlite always is, as is a
-- self-hosted server's owner); elsewhere the searches stay correct, planned as before.
-- The flag lives in this database's catalogue; a dump and restore drops it (run this block again).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  END IF;
END
$$;
