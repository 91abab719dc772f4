-- Hand-written (decision record 10): row-level security on every tenant table.
-- The application role: tenant work switches to it for one transaction (db/tenant-transaction.ts).
-- Roles belong to the cluster, not the database, so it may already exist (another database of
-- the same cluster, or an administrator who created it for a connection role without CREATEROLE).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'stockroom_app') THEN
    BEGIN
      CREATE ROLE stockroom_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- created at the same moment by a migration of another database
    END;
  END IF;
  -- The connection role must be allowed to switch to it (a superuser always is).
  IF NOT pg_has_role(current_user, 'stockroom_app', 'MEMBER') THEN
    EXECUTE format('GRANT stockroom_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
-- What the application needs, and no more: it owns nothing, so it cannot alter or drop a table,
-- disable row security or change a policy.
GRANT USAGE ON SCHEMA public TO stockroom_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO stockroom_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO stockroom_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO stockroom_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO stockroom_app;
--> statement-breakpoint
-- Every table of schema public with an organisation_id column, and organisations itself (keyed
-- by id): row security enabled and FORCEd (the owner is bound too), and two policies.
--   tenant_isolation: rows of the organisation in app.organisation_id, read and written; no
--     setting, no rows.
--   platform_outside_tenant: the migrating (owning) role, while no organisation is set, for the
--     paths that are cross-tenant by nature (session and tenant resolution, registration,
--     invitations, the CLIs). It does not reach stockroom_app: the owner is a member of
--     stockroom_app, not the other way round. A superuser bypasses row security anyway.
-- Idempotent: a later migration that adds a tenant table runs `SELECT apply_tenant_row_security();`.
CREATE OR REPLACE FUNCTION apply_tenant_row_security() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target record;
  tenant text := $q$nullif(current_setting('app.organisation_id', true), '')::bigint$q$;
  outside text := $q$nullif(current_setting('app.organisation_id', true), '') IS NULL$q$;
BEGIN
  FOR target IN
    SELECT c.relname AS table_name,
           CASE WHEN c.relname = 'organisations' THEN 'id' ELSE 'organisation_id' END AS key_column
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND (c.relname = 'organisations' OR EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'organisation_id' AND NOT a.attisdropped))
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', target.table_name);
    EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', target.table_name);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON public.%I', target.table_name);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON public.%I USING (%I = %s) WITH CHECK (%I = %s)',
      target.table_name, target.key_column, tenant, target.key_column, tenant);
    EXECUTE format('DROP POLICY IF EXISTS platform_outside_tenant ON public.%I', target.table_name);
    EXECUTE format(
      'CREATE POLICY platform_outside_tenant ON public.%I TO %I USING (%s) WITH CHECK (%s)',
      target.table_name, current_user, outside, outside);
  END LOOP;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION apply_tenant_row_security() FROM PUBLIC;
--> statement-breakpoint
SELECT apply_tenant_row_security();
