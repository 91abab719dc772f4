-- Every screen fast at a big seller's size (issue 32). ledger_checks: the latest ledger check of
-- each organisation. Stock Health added up the whole ledger on every page load (three passes over
-- millions of movements); it now shows the stored result, which a job refreshes within the hour
-- after the stock changes.
CREATE TABLE "ledger_checks" (
	"organisation_id" bigint PRIMARY KEY NOT NULL,
	"checked" integer NOT NULL,
	"stock_mismatches" integer NOT NULL,
	"total_mismatches" integer NOT NULL,
	"count_mismatches" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_checks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
SELECT apply_tenant_row_security();
