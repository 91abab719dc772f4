-- The filling of a first start's demo organisation, which now runs after the server listens
-- (issue 28): its progress for the screens' banner, and whether it finished (a row left
-- unfinished by a stopped server makes the next start make the demo again).
CREATE TABLE "demo_preparations" (
  "organisation_id" bigint PRIMARY KEY NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "steps_done" integer DEFAULT 0 NOT NULL,
  "steps" integer NOT NULL,
  "step" text NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "failure" text
);
--> statement-breakpoint
SELECT apply_tenant_row_security();
