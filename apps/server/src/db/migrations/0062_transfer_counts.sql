-- Every screen fast at a big seller's size (issue 32). transfer_counts: how many transfers an
-- organisation has, the All Transfers list's total, kept by statement triggers on transfers
-- instead of counted per request (100,000 transfers on a table not vacuumed since they were written).
CREATE TABLE "transfer_counts" (
	"organisation_id" bigint PRIMARY KEY NOT NULL,
	"transfers" bigint NOT NULL,
	CONSTRAINT "transfer_counts_organisation_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION transfer_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO transfer_counts AS c (organisation_id, transfers)
	SELECT organisation_id, count(*) FROM new_transfers GROUP BY organisation_id ORDER BY organisation_id
	ON CONFLICT (organisation_id) DO UPDATE SET transfers = c.transfers + excluded.transfers;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update, never an insert: transfers deleted with their organisation leave no count behind.
CREATE FUNCTION transfer_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE transfer_counts c SET transfers = c.transfers - d.removed
	FROM (SELECT organisation_id, count(*) AS removed FROM old_transfers GROUP BY organisation_id) d
	WHERE c.organisation_id = d.organisation_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transfer_counts_inserted AFTER INSERT ON transfers
	REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION transfer_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER transfer_counts_deleted AFTER DELETE ON transfers
	REFERENCING OLD TABLE AS old_transfers FOR EACH STATEMENT EXECUTE FUNCTION transfer_counts_deleted();
--> statement-breakpoint
INSERT INTO transfer_counts (organisation_id, transfers)
SELECT organisation_id, count(*) FROM transfers GROUP BY organisation_id;
--> statement-breakpoint
SELECT apply_tenant_row_security();
