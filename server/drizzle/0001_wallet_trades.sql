CREATE INDEX "brc20_activity_from_time_idx" ON "brc20_activity" USING btree ("from_address","happened_at","id");--> statement-breakpoint
CREATE INDEX "brc20_activity_to_time_idx" ON "brc20_activity" USING btree ("to_address","happened_at","id");--> statement-breakpoint
CREATE INDEX "brc20_orders_seller_sold_idx" ON "brc20_orders" USING btree ("seller_address","sold_at","id") WHERE "brc20_orders"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "activity_from_time_idx" ON "activity" USING btree ("from_address","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_to_time_idx" ON "activity" USING btree ("to_address","occurred_at","id");--> statement-breakpoint
CREATE INDEX "listings_seller_sold_idx" ON "listings" USING btree ("seller_address","updated_at","id") WHERE "listings"."status" = 'sold';