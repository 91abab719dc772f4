-- Reports that fail, and amounts that had to be rounded (issue 30).
-- error_document: the text of the document Amazon attaches to a FATAL report (its
-- reportDocumentId explains the error), fetched when the report ends FATAL, at most 10 kB of it;
-- null when Amazon gave none or it could not be fetched.
-- amounts_rounded: amounts in a currency without minor units (yen) that the document wrote with
-- decimals; they are read rounded half to even instead of failing their line, and counted here,
-- added up batch by batch with the other counts.
-- A CANCELLED report is Amazon's "no data for the period" (it cancels such a report by itself):
-- nothing to process, not an error, so the error an earlier version wrote for it goes.
ALTER TABLE "report_requests" ADD COLUMN "error_document" text;
--> statement-breakpoint
ALTER TABLE "report_requests" ADD COLUMN "amounts_rounded" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "report_requests" SET "error" = NULL WHERE "status" = 'CANCELLED' AND "error" IS NOT NULL;
