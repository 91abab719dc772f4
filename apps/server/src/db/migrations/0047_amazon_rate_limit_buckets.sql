-- Amazon's usage plans as token buckets in the database (issue 30, decision 24): one per seller
-- (selling partner and region) and SP-API operation, so every instance of the product takes its
-- requests from the same bucket and together they stay within Amazon's rate. A request takes a
-- token in one statement (amazon-rate-limits.repository.ts): no lock is held while it is sent.
CREATE TABLE "amazon_rate_limit_buckets" (
  "selling_partner_id" text NOT NULL,
  "region" text NOT NULL,
  "operation" text NOT NULL,
  "rate" double precision NOT NULL,
  "burst" integer NOT NULL,
  "tokens" double precision NOT NULL,
  "refilled_at" timestamp with time zone NOT NULL,
  "granted" boolean DEFAULT true NOT NULL,
  "rate_stated_at" timestamp with time zone,
  "throttles" bigint DEFAULT 0 NOT NULL,
  "throttled_at" timestamp with time zone,
  CONSTRAINT "amazon_rate_limit_buckets_pkey" PRIMARY KEY ("selling_partner_id", "region", "operation"),
  CONSTRAINT "amazon_rate_limit_buckets_plan" CHECK ("rate" > 0 AND "burst" > 0)
);
--> statement-breakpoint
-- Only the jobs' own connection, outside any organisation, takes tokens.
REVOKE ALL ON "amazon_rate_limit_buckets" FROM stockroom_app;
