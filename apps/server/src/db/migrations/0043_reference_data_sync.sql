-- The digest of the shipped reference datasets last synced (issue 28): a restart whose datasets
-- did not change skips rewriting the countries, marketplaces and fulfilment centres.
CREATE TABLE "reference_data_sync" (
  "only" boolean PRIMARY KEY DEFAULT true NOT NULL,
  "digest" text NOT NULL,
  "synced_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reference_data_sync_one_row" CHECK ("only")
);
