-- Disputes (issue 11): claims against the marketplace, opened from what the detectors found (the
-- candidate's key, once per organisation) with its evidence and amount; the marketplace's case id
-- links the reimbursements report's rows back to them.
CREATE TABLE "disputes" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"candidate_key" text,
	"title" text NOT NULL,
	"sku_id" bigint,
	"seller_sku" text,
	"transfer_id" bigint,
	"order_id" text,
	"units" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_claimed" bigint,
	"amount_reimbursed" bigint DEFAULT 0 NOT NULL,
	"case_id" text,
	"deadline_at" timestamp with time zone,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" bigint,
	"submitted_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "disputes_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade,
	CONSTRAINT "disputes_sku_fk" FOREIGN KEY ("organisation_id","sku_id") REFERENCES "skus"("organisation_id","id"),
	CONSTRAINT "disputes_transfer_fk" FOREIGN KEY ("organisation_id","transfer_id") REFERENCES "transfers"("organisation_id","id") ON DELETE set null ("transfer_id"),
	CONSTRAINT "disputes_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "disputes_units_check" CHECK ("disputes"."units" >= 0),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('OPEN', 'SUBMITTED', 'PENDING', 'REIMBURSED', 'PARTIALLY_REIMBURSED', 'REJECTED', 'CLOSED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_candidate" ON "disputes" USING btree ("organisation_id","candidate_key");
--> statement-breakpoint
CREATE INDEX "disputes_created" ON "disputes" USING btree ("organisation_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "disputes_needing_action" ON "disputes" USING btree ("organisation_id") WHERE "status" in ('OPEN', 'PARTIALLY_REIMBURSED');
--> statement-breakpoint
CREATE INDEX "disputes_case" ON "disputes" USING btree ("organisation_id","case_id");
--> statement-breakpoint
CREATE INDEX "disputes_transfer" ON "disputes" USING btree ("organisation_id","transfer_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
