-- Hand-written: invitations' primary key leads with organisation_id like every other tenant
-- table's, so the table can be distributed by organisation (README, distributed PostgreSQL).
-- The id stays unique on its own (identity); the invitee's reads go by user_id (indexed).
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_id_pk" PRIMARY KEY ("organisation_id", "id");
