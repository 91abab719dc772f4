-- Consent by home site (issue 30). Each marketplace names the Seller Central site its sellers sign
-- in to (sellercentral.amazon.com.au, sellercentral-europe.amazon.com…): the reference sync fills
-- it from the shipped datasets, so the digest of the last sync is forgotten and the next start
-- (right after these migrations) syncs again.
ALTER TABLE "marketplaces" ADD COLUMN "seller_central_host" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "marketplaces" ALTER COLUMN "seller_central_host" DROP DEFAULT;
--> statement-breakpoint
DELETE FROM "reference_data_sync";
--> statement-breakpoint
-- An Amazon source's home site: the country code of the marketplace whose Seller Central its
-- seller authorized the app on. Sources connected before were sent to their region's one consent
-- page (sellercentral.amazon.com, sellercentral-europe.amazon.com, sellercentral-japan.amazon.com):
-- they get the region's default site, the United States, the United Kingdom (one of the sites of
-- sellercentral-europe.amazon.com) and Japan.
ALTER TABLE "report_sources" ADD COLUMN "home_site" text;
--> statement-breakpoint
UPDATE "report_sources" SET "home_site" = CASE "region_code" WHEN 'NA' THEN 'US' WHEN 'EU' THEN 'GB' WHEN 'FE' THEN 'JP' END
WHERE "type" = 'amazon' AND "home_site" IS NULL;
