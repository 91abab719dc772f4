-- Issue 32: a SKU queued because its stock changed is replanned with the forecast it has, not
-- refitted (the history its model is fitted on ends yesterday; a stock change is dated when it
-- happens). refit is false only for such SKUs; any other reason to queue a SKU (sales, a new SKU,
-- a recompute asked for, the nightly run) sets it, and wins over a replan queued meanwhile.
ALTER TABLE "forecast_queue" ADD COLUMN "refit" boolean DEFAULT true NOT NULL;
