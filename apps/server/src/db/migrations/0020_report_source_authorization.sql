-- The marketplace authorization's health, checked by the token-refresh job (issue 10): when Login
-- with Amazon last accepted the source's refresh token, and why it refused it (the seller revoked
-- the app, or the authorization expired), so the Health screen asks for a reconnect before a sync
-- fails on it.
ALTER TABLE "report_sources" ADD COLUMN "authorization_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "report_sources" ADD COLUMN "authorization_error" text;
