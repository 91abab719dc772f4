ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "fulfillment_centers" ADD COLUMN "reference_code" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_centers_organisation_id_reference_code_index" ON "fulfillment_centers" USING btree ("organisation_id","reference_code");