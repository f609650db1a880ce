CREATE TABLE "server_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"address" text,
	"approved_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"public_key" text,
	"wallet" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brc20_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tick" text NOT NULL,
	"kind" text NOT NULL,
	"inscription_id" text,
	"order_id" uuid,
	"from_address" text,
	"to_address" text,
	"amount" numeric(78, 0),
	"price_sats" bigint,
	"txid" text,
	"height" integer,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc20_activity_kind_check" CHECK (kind in ('deploy', 'mint', 'transfer', 'list', 'delist', 'sale'))
);
--> statement-breakpoint
CREATE TABLE "brc20_balances" (
	"tick" text NOT NULL,
	"address" text NOT NULL,
	"available" numeric(78, 0) DEFAULT 0 NOT NULL,
	"transferable" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "brc20_balances_tick_address_pk" PRIMARY KEY("tick","address")
);
--> statement-breakpoint
CREATE TABLE "brc20_deploy_icons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tick" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploader_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc20_deploy_icons_size_check" CHECK ("brc20_deploy_icons"."size" > 0 and "brc20_deploy_icons"."size" < 102400)
);
--> statement-breakpoint
CREATE TABLE "brc20_inscribe_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"tick" text NOT NULL,
	"content" text NOT NULL,
	"repeat" integer DEFAULT 1 NOT NULL,
	"receive_address" text NOT NULL,
	"refund_address" text,
	"payment_address" text NOT NULL,
	"fee_rate" integer NOT NULL,
	"reveal_size" integer NOT NULL,
	"inscription_postage" bigint NOT NULL,
	"network_fee" bigint NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"total_sats" bigint NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"pay_txid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "brc20_inscribe_tasks_status_check" CHECK (status in ('awaiting_payment', 'paid', 'inscribing', 'inscribed', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "brc20_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" text NOT NULL,
	"tick" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"price_sats" bigint NOT NULL,
	"unit_price" numeric(78, 0) NOT NULL,
	"seller_address" text NOT NULL,
	"seller_psbt" text NOT NULL,
	"status" text DEFAULT 'on_list' NOT NULL,
	"buyer_address" text,
	"txid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "brc20_orders_status_check" CHECK (status in ('on_list', 'selling', 'sold', 'cancelled', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "brc20_ticks" (
	"tick" text PRIMARY KEY NOT NULL,
	"display_tick" text NOT NULL,
	"max_supply" numeric(78, 0) NOT NULL,
	"limit_per_mint" numeric(78, 0) NOT NULL,
	"decimals" integer NOT NULL,
	"minted" numeric(78, 0) DEFAULT 0 NOT NULL,
	"holders" integer DEFAULT 0 NOT NULL,
	"mint_count" integer DEFAULT 0 NOT NULL,
	"deploy_inscription_id" text NOT NULL,
	"deployer" text NOT NULL,
	"deploy_height" integer NOT NULL,
	"deployed_at" timestamp with time zone NOT NULL,
	"icon_url" text,
	"self_mint" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brc20_ticks_deploy_inscription_id_unique" UNIQUE("deploy_inscription_id"),
	CONSTRAINT "brc20_ticks_decimals_check" CHECK ("brc20_ticks"."decimals" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "brc20_transfer_inscriptions" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"inscription_number" bigint,
	"tick" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"owner_address" text NOT NULL,
	"output" text NOT NULL,
	"output_value" bigint NOT NULL,
	"output_offset" bigint DEFAULT 0 NOT NULL,
	"valid" boolean NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"inscribed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"inscription_id" text NOT NULL,
	"collection_id" text,
	"from_address" text,
	"to_address" text,
	"price_sats" bigint,
	"txid" text,
	"height" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"twitter_url" text DEFAULT '' NOT NULL,
	"discord_url" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"supply" integer DEFAULT 0 NOT NULL,
	"creator_address" text,
	"royalty_fee_bps" integer DEFAULT 0 NOT NULL,
	"royalty_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscription_attributes" (
	"inscription_id" text NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "inscription_attributes_inscription_id_trait_type_pk" PRIMARY KEY("inscription_id","trait_type")
);
--> statement-breakpoint
CREATE TABLE "inscriptions" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"collection_id" text,
	"name" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"content_length" integer DEFAULT 0 NOT NULL,
	"owner_address" text NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"value" bigint NOT NULL,
	"genesis_height" integer NOT NULL,
	"genesis_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" text NOT NULL,
	"collection_id" text,
	"seller_address" text NOT NULL,
	"seller_payment_address" text NOT NULL,
	"price_sats" bigint NOT NULL,
	"seller_psbt" text NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"status" text DEFAULT 'on_list' NOT NULL,
	"buyer_address" text,
	"purchase_txid" text,
	"royalty_fee_sats" bigint DEFAULT 0 NOT NULL,
	"service_fee_sats" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mint_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mint_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"user_id" uuid,
	"receiver_address" text NOT NULL,
	"refund_address" text NOT NULL,
	"fee_rate" integer NOT NULL,
	"mint_num" integer NOT NULL,
	"allow_duplicate_recursive_content" boolean DEFAULT false NOT NULL,
	"recursive_content" text,
	"payment_address" text NOT NULL,
	"service_fee_sats" bigint NOT NULL,
	"inscription_postage_sats" bigint NOT NULL,
	"mint_price_sats" bigint NOT NULL,
	"network_fee_sats" bigint NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_txid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mint_whitelist" (
	"mint_id" text NOT NULL,
	"address" text NOT NULL,
	"max_mint_num" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mint_whitelist_mint_id_address_pk" PRIMARY KEY("mint_id","address")
);
--> statement-breakpoint
CREATE TABLE "mints" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"white_list_start_at_sec" bigint,
	"white_list_end_at_sec" bigint,
	"public_start_at_sec" bigint NOT NULL,
	"public_end_at_sec" bigint,
	"mint_price_sats" bigint NOT NULL,
	"inscription_postage_sats" bigint DEFAULT 546 NOT NULL,
	"service_fee_sats" bigint DEFAULT 0 NOT NULL,
	"supply" integer NOT NULL,
	"minted_num" integer DEFAULT 0 NOT NULL,
	"max_mint_num" integer DEFAULT 1 NOT NULL,
	"inscription_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recursive_content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"kind" text PRIMARY KEY NOT NULL,
	"value" numeric(24, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommended_collections" (
	"collection_id" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devnet_blocks" (
	"height" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"header" text NOT NULL,
	"time" integer NOT NULL,
	"median_time" integer NOT NULL,
	"tx_count" integer NOT NULL,
	"size" integer NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "devnet_blocks_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "devnet_outputs" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"value" bigint NOT NULL,
	"script" text NOT NULL,
	"spent_by_txid" text,
	"spent_by_vin" integer,
	CONSTRAINT "devnet_outputs_txid_vout_pk" PRIMARY KEY("txid","vout")
);
--> statement-breakpoint
CREATE TABLE "devnet_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devnet_transactions" (
	"txid" text PRIMARY KEY NOT NULL,
	"raw" text NOT NULL,
	"fee" bigint NOT NULL,
	"weight" integer NOT NULL,
	"block_height" integer,
	"block_index" integer,
	"sequence" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_blocks" (
	"height" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"undo" jsonb NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscription_contents" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"content_type" text,
	"body" "bytea",
	"content_encoding" text,
	"height" integer NOT NULL,
	"cursed" boolean DEFAULT false NOT NULL,
	"unbound" boolean DEFAULT false NOT NULL,
	"delegate" text,
	"parents" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_wallets" (
	"wallet_index" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	CONSTRAINT "demo_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"seed" text PRIMARY KEY NOT NULL,
	"scale" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc20_balances" ADD CONSTRAINT "brc20_balances_tick_brc20_ticks_tick_fk" FOREIGN KEY ("tick") REFERENCES "public"."brc20_ticks"("tick") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" ADD CONSTRAINT "brc20_inscribe_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc20_orders" ADD CONSTRAINT "brc20_orders_tick_brc20_ticks_tick_fk" FOREIGN KEY ("tick") REFERENCES "public"."brc20_ticks"("tick") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc20_transfer_inscriptions" ADD CONSTRAINT "brc20_transfer_inscriptions_tick_brc20_ticks_tick_fk" FOREIGN KEY ("tick") REFERENCES "public"."brc20_ticks"("tick") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_attributes" ADD CONSTRAINT "inscription_attributes_inscription_id_inscriptions_inscription_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("inscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions" ADD CONSTRAINT "inscriptions_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_inscription_id_inscriptions_inscription_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("inscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_orders" ADD CONSTRAINT "mint_orders_mint_id_mints_id_fk" FOREIGN KEY ("mint_id") REFERENCES "public"."mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_whitelist" ADD CONSTRAINT "mint_whitelist_mint_id_mints_id_fk" FOREIGN KEY ("mint_id") REFERENCES "public"."mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mints" ADD CONSTRAINT "mints_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_collections" ADD CONSTRAINT "recommended_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_token_families_user_id_idx" ON "refresh_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_addresses_user_id_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brc20_activity_tick_idx" ON "brc20_activity" USING btree ("tick","happened_at");--> statement-breakpoint
CREATE INDEX "brc20_activity_inscription_idx" ON "brc20_activity" USING btree ("inscription_id","happened_at");--> statement-breakpoint
CREATE INDEX "brc20_activity_time_idx" ON "brc20_activity" USING btree ("happened_at","id");--> statement-breakpoint
CREATE INDEX "brc20_balances_address_idx" ON "brc20_balances" USING btree ("address");--> statement-breakpoint
CREATE INDEX "brc20_balances_tick_held_idx" ON "brc20_balances" USING btree ("tick",("available" + "transferable") desc);--> statement-breakpoint
CREATE INDEX "brc20_inscribe_tasks_user_idx" ON "brc20_inscribe_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brc20_inscribe_tasks_pay_txid_idx" ON "brc20_inscribe_tasks" USING btree ("pay_txid");--> statement-breakpoint
CREATE UNIQUE INDEX "brc20_orders_live_inscription_idx" ON "brc20_orders" USING btree ("inscription_id") WHERE "brc20_orders"."status" in ('on_list', 'selling');--> statement-breakpoint
CREATE INDEX "brc20_orders_tick_status_price_idx" ON "brc20_orders" USING btree ("tick","status","unit_price");--> statement-breakpoint
CREATE INDEX "brc20_orders_tick_sold_at_idx" ON "brc20_orders" USING btree ("tick","sold_at");--> statement-breakpoint
CREATE INDEX "brc20_orders_seller_idx" ON "brc20_orders" USING btree ("seller_address","status");--> statement-breakpoint
CREATE INDEX "brc20_ticks_deployed_at_idx" ON "brc20_ticks" USING btree ("deployed_at");--> statement-breakpoint
CREATE INDEX "brc20_transfer_inscriptions_owner_idx" ON "brc20_transfer_inscriptions" USING btree ("owner_address","tick");--> statement-breakpoint
CREATE INDEX "brc20_transfer_inscriptions_tick_idx" ON "brc20_transfer_inscriptions" USING btree ("tick");--> statement-breakpoint
CREATE INDEX "activity_collection_kind_time_idx" ON "activity" USING btree ("collection_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "activity_inscription_time_idx" ON "activity" USING btree ("inscription_id","occurred_at");--> statement-breakpoint
CREATE INDEX "activity_height_idx" ON "activity" USING btree ("height");--> statement-breakpoint
CREATE INDEX "activity_time_idx" ON "activity" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_collection_time_idx" ON "activity" USING btree ("collection_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_sales_idx" ON "activity" USING btree ("collection_id","occurred_at","price_sats") WHERE "activity"."kind" = 'sale';--> statement-breakpoint
CREATE INDEX "banners_position_sort_idx" ON "banners" USING btree ("position_id","sort");--> statement-breakpoint
CREATE INDEX "collections_created_at_idx" ON "collections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collections_name_lower_idx" ON "collections" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "collections_creator_address_idx" ON "collections" USING btree ("creator_address");--> statement-breakpoint
CREATE INDEX "inscription_attributes_trait_value_idx" ON "inscription_attributes" USING btree ("trait_type","value");--> statement-breakpoint
CREATE INDEX "inscriptions_collection_number_idx" ON "inscriptions" USING btree ("collection_id","number");--> statement-breakpoint
CREATE INDEX "inscriptions_owner_address_idx" ON "inscriptions" USING btree ("owner_address","collection_id");--> statement-breakpoint
CREATE INDEX "inscriptions_output_idx" ON "inscriptions" USING btree ("txid","vout");--> statement-breakpoint
CREATE INDEX "inscriptions_collection_owner_idx" ON "inscriptions" USING btree ("collection_id","owner_address");--> statement-breakpoint
CREATE INDEX "inscriptions_collection_genesis_idx" ON "inscriptions" USING btree ("collection_id","genesis_height","number");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_one_live_per_inscription" ON "listings" USING btree ("inscription_id") WHERE "listings"."status" in ('on_list', 'selling');--> statement-breakpoint
CREATE INDEX "listings_collection_status_price_idx" ON "listings" USING btree ("collection_id","status","price_sats");--> statement-breakpoint
CREATE INDEX "listings_collection_updated_idx" ON "listings" USING btree ("collection_id","updated_at");--> statement-breakpoint
CREATE INDEX "listings_inscription_created_idx" ON "listings" USING btree ("inscription_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_seller_status_idx" ON "listings" USING btree ("seller_address","status");--> statement-breakpoint
CREATE INDEX "mint_orders_mint_recursive_idx" ON "mint_orders" USING btree ("mint_id","recursive_content");--> statement-breakpoint
CREATE INDEX "mint_orders_receiver_idx" ON "mint_orders" USING btree ("receiver_address");--> statement-breakpoint
CREATE INDEX "mint_orders_user_idx" ON "mint_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mints_collection_id_idx" ON "mints" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "mints_public_start_idx" ON "mints" USING btree ("public_start_at_sec");--> statement-breakpoint
CREATE INDEX "devnet_outputs_script_idx" ON "devnet_outputs" USING btree ("script");--> statement-breakpoint
CREATE INDEX "devnet_outputs_spent_by_idx" ON "devnet_outputs" USING btree ("spent_by_txid");--> statement-breakpoint
CREATE INDEX "devnet_transactions_block_idx" ON "devnet_transactions" USING btree ("block_height","block_index");--> statement-breakpoint
CREATE INDEX "collection_items_collection_idx" ON "collection_items" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "inscription_contents_height_idx" ON "inscription_contents" USING btree ("height");