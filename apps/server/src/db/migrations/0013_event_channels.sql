-- Hand-written: the Slack channels notification events post to (modules/events). A tenant table:
-- organisation_id leads the primary key and the unique key, and row-level security covers it.
CREATE TABLE "event_channels" (
	"organisation_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "event_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"team_id" text,
	"team_name" text,
	"webhook_url_encrypted" text NOT NULL,
	"configuration_url" text,
	"connected_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_posted_at" timestamp with time zone,
	CONSTRAINT "event_channels_organisation_id_id_pk" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "event_channels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_channels_organisation_event_channel_unique" ON "event_channels" USING btree ("organisation_id","event","channel_id");
--> statement-breakpoint
SELECT apply_tenant_row_security();
