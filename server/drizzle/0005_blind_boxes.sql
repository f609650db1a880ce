CREATE TABLE "box_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"derivation_index" integer NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"house_id" uuid,
	CONSTRAINT "box_addresses_derivation_index_unique" UNIQUE("derivation_index"),
	CONSTRAINT "box_addresses_purpose_check" CHECK (purpose in ('recharge', 'house', 'change'))
);
--> statement-breakpoint
CREATE TABLE "box_client_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"client_seed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_coins" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"address" text NOT NULL,
	"value" bigint NOT NULL,
	"inscription_id" text,
	"status" text NOT NULL,
	"block_height" integer,
	"spent_by" uuid,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_coins_txid_vout_pk" PRIMARY KEY("txid","vout"),
	CONSTRAINT "box_coins_status_check" CHECK (status in ('unconfirmed', 'held', 'spent'))
);
--> statement-breakpoint
CREATE TABLE "box_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"house_id" uuid NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"user_id" uuid NOT NULL,
	"player_address" text NOT NULL,
	"pool" jsonb NOT NULL,
	"drawn_index" integer NOT NULL,
	"slot" integer NOT NULL,
	"movement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"address" text NOT NULL,
	"network_fee_sats" bigint NOT NULL,
	"txid" text NOT NULL,
	"raw_tx" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_withdrawals_txid_unique" UNIQUE("txid"),
	CONSTRAINT "box_withdrawals_status_check" CHECK (status in ('stored', 'broadcast', 'confirmed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "house_prizes" (
	"house_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"inscription_id" text,
	"sats" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"won_draw_id" uuid,
	CONSTRAINT "house_prizes_house_id_slot_pk" PRIMARY KEY("house_id","slot"),
	CONSTRAINT "house_prizes_status_check" CHECK (status in ('awaiting_deposit', 'in_pool', 'won', 'removed')),
	CONSTRAINT "house_prizes_kind_check" CHECK (("house_prizes"."kind" = 'inscription' and "house_prizes"."inscription_id" is not null) or ("house_prizes"."kind" = 'btc' and "house_prizes"."sats" > 0))
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"house_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"maker_user_id" uuid NOT NULL,
	"maker_address" text NOT NULL,
	"name" text NOT NULL,
	"price_sats" bigint NOT NULL,
	"btc_prize_sats" bigint,
	"custody_address" text NOT NULL,
	"status" text DEFAULT 'awaiting_deposit' NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "houses_status_check" CHECK (status in ('awaiting_deposit', 'open', 'empty')),
	CONSTRAINT "houses_price_check" CHECK ("houses"."price_sats" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"asset" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_owner_kind_check" CHECK (owner_kind in ('user', 'house', 'platform', 'outside')),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."owner_kind" = 'outside')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"house_id" uuid,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"txid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_movements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_movements_kind_check" CHECK (kind in ('recharge', 'open', 'add_liquidity', 'remove_liquidity', 'house_deposit', 'make_house', 'withdrawal', 'withdrawal_refund'))
);
--> statement-breakpoint
ALTER TABLE "box_addresses" ADD CONSTRAINT "box_addresses_derivation_index_service_addresses_derivation_index_fk" FOREIGN KEY ("derivation_index") REFERENCES "public"."service_addresses"("derivation_index") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_addresses" ADD CONSTRAINT "box_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_client_seeds" ADD CONSTRAINT "box_client_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_coins" ADD CONSTRAINT "box_coins_address_box_addresses_address_fk" FOREIGN KEY ("address") REFERENCES "public"."box_addresses"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_draws" ADD CONSTRAINT "box_draws_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_withdrawals" ADD CONSTRAINT "box_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_withdrawals" ADD CONSTRAINT "box_withdrawals_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_prizes" ADD CONSTRAINT "house_prizes_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_prizes" ADD CONSTRAINT "house_prizes_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_maker_user_id_users_id_fk" FOREIGN KEY ("maker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_addresses_recharge_idx" ON "box_addresses" USING btree ("user_id") WHERE "box_addresses"."purpose" = 'recharge';--> statement-breakpoint
CREATE INDEX "box_coins_status_idx" ON "box_coins" USING btree ("status","inscription_id");--> statement-breakpoint
CREATE INDEX "box_coins_address_idx" ON "box_coins" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "box_draws_seed_nonce_idx" ON "box_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "box_draws_house_idx" ON "box_draws" USING btree ("house_id","created_at");--> statement-breakpoint
CREATE INDEX "box_withdrawals_user_idx" ON "box_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "box_withdrawals_status_idx" ON "box_withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "house_prizes_pool_idx" ON "house_prizes" USING btree ("house_id","status","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "house_prizes_live_inscription_idx" ON "house_prizes" USING btree ("inscription_id") WHERE "house_prizes"."status" in ('awaiting_deposit', 'in_pool');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_idx" ON "house_seeds" USING btree ("house_id") WHERE "house_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "houses_status_idx" ON "houses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "houses_maker_idx" ON "houses" USING btree ("maker_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_asset_idx" ON "ledger_accounts" USING btree ("owner_kind","owner_id","asset");--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_movements_user_idx" ON "ledger_movements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_movements_house_idx" ON "ledger_movements" USING btree ("house_id","created_at");--> statement-breakpoint
-- The ledger's rules live in the database, so no code path can break them: an account's balance is the sum of its
-- entries (kept here, so the not-negative CHECK sees every change), a movement's entries balance per asset when its
-- transaction commits, and entries are never rewritten.
CREATE FUNCTION "ledger_apply_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ledger_accounts" SET "balance" = "balance" + NEW."amount" WHERE "id" = NEW."account_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_apply_entry"();
--> statement-breakpoint
CREATE FUNCTION "ledger_check_movement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "ledger_entries" WHERE "movement_id" = NEW."movement_id" GROUP BY "asset" HAVING sum("amount") <> 0
  ) THEN
    RAISE EXCEPTION 'ledger movement % does not balance', NEW."movement_id" USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_movement"();
--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted' USING ERRCODE = '23514';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_rewrite"();
