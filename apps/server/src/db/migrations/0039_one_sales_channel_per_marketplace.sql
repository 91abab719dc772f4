-- One sales channel per marketplace per organisation (issue 28, defect 3). Connecting an Amazon
-- account used to add "Amazon.com (<source>)" beside an "Amazon.com" another source fed, so every
-- channel filter showed both. Duplicates are merged here, then a unique index keeps it so.
--
-- Of the channels of one marketplace, the keeper is the one named as the marketplace (its site
-- name, case-blind), else the oldest (lowest id). Everything that names a duplicate is moved onto
-- the keeper: store orders, the sources feeding it, the SKUs listed on it and the forecast's
-- per-channel plans (shares and demand added together); then the duplicates are deleted. A channel
-- named as the product named them (the marketplace's name in another case, or with a " (…)"
-- suffix: "Amazon.com (Amazon US)", "Amazon.fr (A2SELLER)", migration 0005's " (<id>)") takes the
-- marketplace's name when no other channel has it; names a person chose are kept. Finally each
-- source is linked to the channels its orders came through, as the report ingestion now does, when
-- the marketplace is of the source's region (or the source has none).
CREATE TEMPORARY TABLE "sales_channel_merges" AS
SELECT channel."organisation_id", channel."id" AS "duplicate_id", keeper."id" AS "keeper_id"
FROM "sales_channels" AS channel
JOIN (
  SELECT DISTINCT ON (c."organisation_id", c."marketplace_id") c."organisation_id", c."marketplace_id", c."id"
  FROM "sales_channels" AS c
  JOIN "marketplaces" AS m ON m."id" = c."marketplace_id"
  ORDER BY c."organisation_id", c."marketplace_id", (lower(c."name") = lower(m."name")) DESC, c."id"
) AS keeper ON keeper."organisation_id" = channel."organisation_id"
  AND keeper."marketplace_id" = channel."marketplace_id"
WHERE channel."id" <> keeper."id";
--> statement-breakpoint
UPDATE "store_orders" AS o
SET "sales_channel_id" = merge."keeper_id"
FROM "sales_channel_merges" AS merge
WHERE o."organisation_id" = merge."organisation_id" AND o."sales_channel_id" = merge."duplicate_id";
--> statement-breakpoint
INSERT INTO "report_source_sales_channels" ("organisation_id", "report_source_id", "sales_channel_id")
SELECT DISTINCT link."organisation_id", link."report_source_id", merge."keeper_id"
FROM "report_source_sales_channels" AS link
JOIN "sales_channel_merges" AS merge
  ON merge."organisation_id" = link."organisation_id" AND merge."duplicate_id" = link."sales_channel_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sku_listings" ("organisation_id", "sales_channel_id", "sku_id", "created_at")
SELECT listing."organisation_id", merge."keeper_id", listing."sku_id", min(listing."created_at")
FROM "sku_listings" AS listing
JOIN "sales_channel_merges" AS merge
  ON merge."organisation_id" = listing."organisation_id" AND merge."duplicate_id" = listing."sales_channel_id"
GROUP BY listing."organisation_id", merge."keeper_id", listing."sku_id"
ON CONFLICT ("organisation_id", "sales_channel_id", "sku_id")
DO UPDATE SET "created_at" = least("sku_listings"."created_at", excluded."created_at");
--> statement-breakpoint
INSERT INTO "forecast_channel_plans" (
  "organisation_id", "sku_id", "channel_key", "sales_channel_id", "name", "share", "daily_demand",
  "units_30d", "generated_at")
SELECT plan."organisation_id", plan."sku_id", 'id:' || merge."keeper_id", merge."keeper_id", keeper."name",
  least(1, sum(plan."share")), sum(plan."daily_demand"), sum(plan."units_30d"), max(plan."generated_at")
FROM "forecast_channel_plans" AS plan
JOIN "sales_channel_merges" AS merge
  ON merge."organisation_id" = plan."organisation_id" AND merge."duplicate_id" = plan."sales_channel_id"
JOIN "sales_channels" AS keeper
  ON keeper."organisation_id" = merge."organisation_id" AND keeper."id" = merge."keeper_id"
GROUP BY plan."organisation_id", plan."sku_id", merge."keeper_id", keeper."name"
ON CONFLICT ("organisation_id", "sku_id", "channel_key") DO UPDATE SET
  "share" = least(1, "forecast_channel_plans"."share" + excluded."share"),
  "daily_demand" = "forecast_channel_plans"."daily_demand" + excluded."daily_demand",
  "units_30d" = "forecast_channel_plans"."units_30d" + excluded."units_30d";
--> statement-breakpoint
-- Their links, listings and plans go with them (ON DELETE CASCADE); their orders were moved above.
DELETE FROM "sales_channels" AS channel
USING "sales_channel_merges" AS merge
WHERE channel."organisation_id" = merge."organisation_id" AND channel."id" = merge."duplicate_id";
--> statement-breakpoint
DROP TABLE "sales_channel_merges";
--> statement-breakpoint
UPDATE "sales_channels" AS channel
SET "name" = m."name", "updated_at" = now()
FROM "marketplaces" AS m
WHERE m."id" = channel."marketplace_id"
  AND channel."name" <> m."name"
  AND (lower(channel."name") = lower(m."name")
    OR (left(lower(channel."name"), length(m."name") + 2) = lower(m."name") || ' ('
      AND right(channel."name", 1) = ')'))
  AND NOT EXISTS (
    SELECT 1 FROM "sales_channels" AS other
    WHERE other."organisation_id" = channel."organisation_id"
      AND other."id" <> channel."id"
      AND lower(other."name") = lower(m."name"));
--> statement-breakpoint
UPDATE "forecast_channel_plans" AS plan
SET "name" = channel."name"
FROM "sales_channels" AS channel
WHERE channel."organisation_id" = plan."organisation_id" AND channel."id" = plan."sales_channel_id"
  AND plan."name" <> channel."name";
--> statement-breakpoint
INSERT INTO "report_source_sales_channels" ("organisation_id", "report_source_id", "sales_channel_id")
SELECT DISTINCT o."organisation_id", o."report_source_id", o."sales_channel_id"
FROM "store_orders" AS o
JOIN "report_sources" AS source
  ON source."organisation_id" = o."organisation_id" AND source."id" = o."report_source_id"
JOIN "sales_channels" AS channel
  ON channel."organisation_id" = o."organisation_id" AND channel."id" = o."sales_channel_id"
JOIN "marketplaces" AS m ON m."id" = channel."marketplace_id"
WHERE source."region_code" NOT IN ('NA', 'EU', 'FE') OR source."region_code" = m."region_code"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channels_organisation_marketplace_unique" ON "sales_channels" USING btree ("organisation_id","marketplace_id");
