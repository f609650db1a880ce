ALTER TABLE "brc20_activity" DROP CONSTRAINT "brc20_activity_kind_check";--> statement-breakpoint
ALTER TABLE "brc20_orders" DROP CONSTRAINT "brc20_orders_status_check";--> statement-breakpoint
ALTER TABLE "market_transactions" DROP CONSTRAINT "market_transactions_status_check";--> statement-breakpoint
DROP INDEX "brc20_orders_seller_sold_idx";--> statement-breakpoint
DROP INDEX "listings_seller_sold_idx";--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD COLUMN "replaced_buyer" text;--> statement-breakpoint
ALTER TABLE "brc20_orders" ADD COLUMN "seller_paid" boolean;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "replaced_buyer" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_paid" boolean;--> statement-breakpoint
ALTER TABLE "market_transactions" ADD COLUMN "replaced_by_txid" text;--> statement-breakpoint
CREATE INDEX "brc20_activity_replaced_buyer_time_idx" ON "brc20_activity" USING btree ("replaced_buyer","happened_at","id") WHERE "brc20_activity"."replaced_buyer" is not null;--> statement-breakpoint
CREATE INDEX "activity_replaced_buyer_time_idx" ON "activity" USING btree ("replaced_buyer","occurred_at","id") WHERE "activity"."replaced_buyer" is not null;--> statement-breakpoint
CREATE INDEX "brc20_orders_seller_sold_idx" ON "brc20_orders" USING btree ("seller_address","sold_at","id") WHERE "brc20_orders"."status" in ('sold', 'replaced');--> statement-breakpoint
CREATE INDEX "listings_seller_sold_idx" ON "listings" USING btree ("seller_address","updated_at","id") WHERE "listings"."status" in ('sold', 'replaced');--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD CONSTRAINT "brc20_activity_kind_check" CHECK (kind in ('deploy', 'mint', 'transfer', 'list', 'delist', 'sale', 'replaced'));--> statement-breakpoint
ALTER TABLE "brc20_orders" ADD CONSTRAINT "brc20_orders_status_check" CHECK (status in ('on_list', 'selling', 'sold', 'cancelled', 'invalid', 'replaced'));--> statement-breakpoint
ALTER TABLE "market_transactions" ADD CONSTRAINT "market_transactions_status_check" CHECK (status in ('built', 'signed', 'broadcast', 'confirmed', 'failed', 'cancelled', 'expired', 'replaced'));