-- Prices above every bitcoin there will ever be were accepted before the ceiling and broke each feed that showed
-- them; nobody could ever pay them, so they go with their activity rows before the constraints hold.
DELETE FROM "activity" WHERE "price_sats" > 2100000000000000;--> statement-breakpoint
DELETE FROM "listings" WHERE "price_sats" > 2100000000000000 OR "price_sats" < 1;--> statement-breakpoint
DELETE FROM "brc20_activity" WHERE "price_sats" > 2100000000000000;--> statement-breakpoint
DELETE FROM "brc20_orders" WHERE "price_sats" > 2100000000000000 OR "price_sats" < 1;--> statement-breakpoint
CREATE TABLE "market_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"market" text,
	"address" text NOT NULL,
	"payment_address" text NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"psbt" text NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'built' NOT NULL,
	"raw_tx" text,
	"txid" text,
	"failure" text,
	"broadcasts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_transactions_kind_check" CHECK (kind in ('purchase', 'dummies', 'cancel')),
	CONSTRAINT "market_transactions_status_check" CHECK (status in ('built', 'signed', 'broadcast', 'confirmed', 'failed', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "brc20_orders" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
CREATE INDEX "market_transactions_address_idx" ON "market_transactions" USING btree ("address","status");--> statement-breakpoint
CREATE INDEX "market_transactions_payment_idx" ON "market_transactions" USING btree ("payment_address","status");--> statement-breakpoint
CREATE INDEX "market_transactions_live_idx" ON "market_transactions" USING btree ("status","expires_at") WHERE "market_transactions"."status" in ('built', 'signed', 'broadcast');--> statement-breakpoint
CREATE UNIQUE INDEX "market_transactions_txid_idx" ON "market_transactions" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "brc20_orders_purchase_idx" ON "brc20_orders" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "listings_purchase_idx" ON "listings" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD CONSTRAINT "brc20_activity_price_check" CHECK ("brc20_activity"."price_sats" between 0 and 2100000000000000);--> statement-breakpoint
ALTER TABLE "brc20_orders" ADD CONSTRAINT "brc20_orders_price_check" CHECK ("brc20_orders"."price_sats" between 1 and 2100000000000000);--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_price_check" CHECK ("activity"."price_sats" between 0 and 2100000000000000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_check" CHECK ("listings"."price_sats" between 1 and 2100000000000000);