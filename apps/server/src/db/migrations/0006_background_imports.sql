-- Hand-written (decision 9): CSV imports run as background jobs. An import is a record the user
-- can watch; its parsed, checked rows wait in import_rows until the job applies them in one
-- set-based transaction, then they are deleted.
CREATE TABLE "imports" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"status" text DEFAULT 'staging' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "imports_status_check" CHECK ("status" in ('staging', 'queued', 'running', 'done', 'failed')),
	CONSTRAINT "imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"organisation_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "import_rows_organisation_id_import_id_line_pk" PRIMARY KEY("organisation_id","import_id","line"),
	CONSTRAINT "import_rows_import_fk" FOREIGN KEY ("organisation_id","import_id") REFERENCES "imports"("organisation_id","id") ON DELETE cascade
);
