-- Domain events through a transactional outbox (decision 23). A producer records its event in the
-- transaction that makes the change; each consumer reads the events in order from its cursor and
-- moves the cursor in the transaction that queues its work, so nothing is lost to a crash between
-- a commit and the queueing, and nothing is done twice.
--
-- The order is (transaction_id, id): a reader only passes events of transactions older than every
-- transaction of this database still running, so an event committed late by a long transaction is
-- never behind a cursor that has moved on (domain-events.repository.ts).
CREATE TABLE "domain_events" (
  "organisation_id" bigint NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
  "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  "transaction_id" xid8 DEFAULT pg_current_xact_id() NOT NULL,
  "type" text NOT NULL,
  "aggregate" text NOT NULL,
  "payload" jsonb NOT NULL,
  "occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("organisation_id", "id")
);
--> statement-breakpoint
CREATE INDEX "domain_events_position" ON "domain_events" ("transaction_id", "id");
--> statement-breakpoint
CREATE INDEX "domain_events_occurred_at" ON "domain_events" ("occurred_at");
--> statement-breakpoint
-- One row per consumer: the position of the last event it has handled (or skipped: a type it does
-- not follow, or an event it failed on every attempt, kept in last_failure).
CREATE TABLE "event_consumers" (
  "consumer" text PRIMARY KEY NOT NULL,
  "transaction_id" xid8 DEFAULT '0' NOT NULL,
  "event_id" bigint DEFAULT 0 NOT NULL,
  "delivered" bigint DEFAULT 0 NOT NULL,
  "last_failure" jsonb,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Only the dispatcher, outside any organisation, moves the cursors.
REVOKE ALL ON "event_consumers" FROM stockroom_app;
--> statement-breakpoint
-- Records an event from SQL (the statement triggers below), as record-event.usecase.ts does from
-- TypeScript; the notification reaches the dispatchers when the transaction commits.
CREATE FUNCTION record_domain_event(organisation bigint, event_type text, event_aggregate text, event_payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (organisation_id, type, aggregate, payload)
  VALUES (organisation, event_type, event_aggregate, event_payload);
  PERFORM pg_notify('domain_events', '');
END
$$;
--> statement-breakpoint
SELECT apply_tenant_row_security();
