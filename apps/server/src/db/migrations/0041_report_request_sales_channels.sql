-- What a report's rows say of where they were sold (issue 28, defect 4): an all-orders upload of
-- another region's marketplaces (Amazon.com rows into an EU source) was accepted silently, and the
-- request named only the source's own marketplaces. sales_channel_rows counts the rows naming each
-- sales channel (the report's sales-channel or marketplace-name: Amazon.com, Non-Amazon), added up
-- batch by batch with the other counts; warnings are what a processed request asks a person to
-- look at though nothing failed (rows of marketplaces outside the source's region), set when it is
-- processed. Both start empty for requests processed before; processing one again fills them.
ALTER TABLE "report_requests" ADD COLUMN "sales_channel_rows" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_requests" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;
