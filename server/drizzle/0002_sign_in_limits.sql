-- Open QR codes live two minutes and have no requester to count them by: they end with this upgrade.
DELETE FROM "qr_logins";--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "requester_ip" text NOT NULL;--> statement-breakpoint
CREATE INDEX "qr_logins_requester_ip_idx" ON "qr_logins" USING btree ("requester_ip","expires_at");--> statement-breakpoint
CREATE INDEX "qr_logins_expires_at_idx" ON "qr_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_address_idx" ON "sign_in_challenges" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires_at_idx" ON "sign_in_challenges" USING btree ("expires_at");