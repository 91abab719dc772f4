-- Hand-written (issue 28, decision 20): an organisation's owner deletes it. The mark hides it from
-- every member at once (the membership lookups skip it); the deletion, which outlives the
-- organisation so its owner can watch it finish, is no tenant table (no organisation_id column:
-- no row security, not distributed).
ALTER TABLE "organisations" ADD COLUMN "deletion_requested_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "organisation_deletions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_organisation_id" bigint NOT NULL,
	"organisation_ulid" text NOT NULL,
	"organisation_name" text NOT NULL,
	"requested_by" bigint,
	"status" text DEFAULT 'queued' NOT NULL,
	"removed" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "organisation_deletions_status_check" CHECK ("organisation_deletions"."status" in ('queued', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "organisation_deletions" ADD CONSTRAINT "organisation_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "organisation_deletions_target_organisation_id_index" ON "organisation_deletions" USING btree ("target_organisation_id");
--> statement-breakpoint
CREATE INDEX "organisation_deletions_requested_by_index" ON "organisation_deletions" USING btree ("requested_by");
