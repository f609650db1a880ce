-- Open sign-in challenges live five minutes and have no caller to count them by: they end with this upgrade.
DELETE FROM "sign_in_challenges";--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "requester_ip" text NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_challenges_requester_ip_idx" ON "sign_in_challenges" USING btree ("requester_ip","expires_at");