-- A forecast row carries six 365-day series (about 9 kB) beside the columns the Stock and
-- Forecasts lists join, filter and sort on. PostgreSQL moves large values out of the row only
-- until the row fits in about 2 kB, so one series stayed inline and 50,000 forecasts took 7,600
-- pages that every list read to reach money_at_risk or reorder_date (90 of the 135 ms of the
-- Stock list at 50,000 SKUs). With a 256-byte target every series goes to the TOAST table and
-- the row keeps only the figures: the lists read a fraction of the pages, the detail still reads
-- its one row's series.
ALTER TABLE "forecasts" SET (toast_tuple_target = 256);
