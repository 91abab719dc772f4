-- Hand-written (issue 7, defect 10): an invitation waits for the invitee to accept it, for new and
-- existing accounts alike; only acceptance makes a membership. A row of `invitations` is now a
-- pending invitation (one per organisation and user), deleted when it is accepted, declined or
-- revoked; `memberships` holds only those who accepted.
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;
--> statement-breakpoint
-- Until now an invited address became a member at once, before it had a password: such members
-- have accepted nothing. Their invitation takes over the role they were given ...
UPDATE "invitations" AS i SET "role" = m."role"
FROM "memberships" AS m JOIN "users" AS u ON u."id" = m."user_id"
WHERE m."organisation_id" = i."organisation_id" AND m."user_id" = i."user_id"
  AND u."password_hash" IS NULL AND i."accepted_at" IS NULL;
--> statement-breakpoint
-- ... (one left without an open invitation is kept as an expired one, for the team to renew or revoke) ...
INSERT INTO "invitations" ("organisation_id", "user_id", "token_hash", "role", "created_at", "expires_at")
SELECT m."organisation_id", m."user_id", md5(random()::text), m."role", m."created_at", now()
FROM "memberships" AS m JOIN "users" AS u ON u."id" = m."user_id"
WHERE u."password_hash" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "invitations" AS i
  WHERE i."organisation_id" = m."organisation_id" AND i."user_id" = m."user_id" AND i."accepted_at" IS NULL);
--> statement-breakpoint
-- ... and the membership goes.
DELETE FROM "memberships" AS m USING "users" AS u WHERE u."id" = m."user_id" AND u."password_hash" IS NULL;
--> statement-breakpoint
-- Accepted invitations are memberships already; of several open ones, the newest stays.
DELETE FROM "invitations" WHERE "accepted_at" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "invitations" AS i USING "invitations" AS newer
WHERE newer."organisation_id" = i."organisation_id" AND newer."user_id" = i."user_id" AND newer."id" > i."id";
--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "accepted_at";
--> statement-breakpoint
DROP INDEX "invitations_organisation_id_user_id_index";
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_organisation_id_user_id_unique" ON "invitations" USING btree ("organisation_id","user_id");
