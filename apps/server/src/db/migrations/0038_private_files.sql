-- Files move out of STORAGE_DIR, which /storage/ served to anyone at guessable paths, into a store
-- every instance reads (decision 18). The default store keeps them here: a row per file under a
-- random key, its bytes in chunks of at most 1 MiB (written and read one short transaction at a
-- time). Both tables are tenant tables: row security below, keys leading with organisation_id.
CREATE TABLE "stored_files" (
  "organisation_id" bigint NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "content_type" text DEFAULT 'application/octet-stream' NOT NULL,
  "size" bigint DEFAULT 0 NOT NULL,
  "chunks" integer DEFAULT 0 NOT NULL,
  "complete" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone,
  CONSTRAINT "stored_files_organisation_id_key_pk" PRIMARY KEY ("organisation_id", "key")
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
  "organisation_id" bigint NOT NULL,
  "file_key" text NOT NULL,
  "seq" integer NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "stored_file_chunks_organisation_id_file_key_seq_pk" PRIMARY KEY ("organisation_id", "file_key", "seq"),
  CONSTRAINT "stored_file_chunks_file_fk" FOREIGN KEY ("organisation_id", "file_key")
    REFERENCES "stored_files"("organisation_id", "key") ON DELETE CASCADE
);
--> statement-breakpoint
-- Reports arrive gzipped or are large text read once: compressing each chunk again costs more CPU
-- (PGlite runs it in WASM) than the disk it saves.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The old paths under STORAGE_DIR stay until the first start of this version has moved each file
-- into the store (report-requests/legacy-report-documents.ts, organisations/legacy-logos.ts).
ALTER TABLE "report_requests" RENAME COLUMN "document_path" TO "legacy_document_path";
--> statement-breakpoint
ALTER TABLE "report_requests" ADD COLUMN "document_file" text;
--> statement-breakpoint
-- A document that was stored once and is no longer (not found when moved, or missing from the
-- store): the API answers 410 and the screen asks for the report again, instead of "no document yet".
ALTER TABLE "report_requests" ADD COLUMN "document_gone" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "organisations" RENAME COLUMN "logo_path" TO "legacy_logo_path";
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "logo_file" text;
--> statement-breakpoint
SELECT apply_tenant_row_security();
