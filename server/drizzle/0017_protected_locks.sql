CREATE TABLE "protected_locks" (
	"lock_address" text PRIMARY KEY NOT NULL,
	"seller_address" text NOT NULL,
	"seller_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_transactions" DROP CONSTRAINT "market_transactions_kind_check";--> statement-breakpoint
CREATE INDEX "protected_locks_seller_idx" ON "protected_locks" USING btree ("seller_address");--> statement-breakpoint
ALTER TABLE "market_transactions" ADD CONSTRAINT "market_transactions_kind_check" CHECK (kind in ('purchase', 'dummies', 'cancel', 'lock'));