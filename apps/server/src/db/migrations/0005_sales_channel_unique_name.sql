-- Sales-channel names become unique within an organisation, case-blind, like every other named
-- resource's. Existing duplicates are renamed first, deterministically: the oldest row (lowest
-- id) of each name keeps it, the others get " (<id>)" appended. Should a renamed name itself be
-- taken already (a channel literally named "Amazon (12)"), creating the index fails and the
-- migration stops with nothing changed, rather than merging or dropping anyone's channel.
UPDATE "sales_channels" AS channel
SET "name" = channel."name" || ' (' || channel."id" || ')'
FROM (
  SELECT "organisation_id", "id",
    row_number() OVER (PARTITION BY "organisation_id", lower("name") ORDER BY "id") AS position
  FROM "sales_channels"
) AS ranked
WHERE ranked."organisation_id" = channel."organisation_id"
  AND ranked."id" = channel."id"
  AND ranked.position > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channels_organisation_name_unique" ON "sales_channels" USING btree ("organisation_id",lower("name"));
