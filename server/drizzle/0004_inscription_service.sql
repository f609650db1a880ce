-- Orders now belong to the inscription service. Before it existed no order could be paid (the server refused to
-- issue payment addresses), so rows written by earlier versions hold nothing to keep.
DELETE FROM "mint_orders";--> statement-breakpoint
DELETE FROM "brc20_inscribe_tasks";--> statement-breakpoint
CREATE TABLE "mint_items" (
	"mint_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"order_id" uuid,
	CONSTRAINT "mint_items_mint_id_position_pk" PRIMARY KEY("mint_id","position")
);
--> statement-breakpoint
CREATE TABLE "inscription_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"payment_address" text NOT NULL,
	"receiver_address" text NOT NULL,
	"refund_address" text NOT NULL,
	"fee_rate" integer NOT NULL,
	"inscription_count" integer NOT NULL,
	"postage_sats" bigint NOT NULL,
	"creator_address" text,
	"creator_sats" bigint DEFAULT 0 NOT NULL,
	"service_fee_address" text,
	"service_fee_sats" bigint DEFAULT 0 NOT NULL,
	"network_fee_sats" bigint NOT NULL,
	"total_sats" bigint NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"reason" text,
	"reported_txid" text,
	"paid_sats" bigint,
	"commit_txid" text,
	"refund_txid" text,
	"refunded_sats" bigint,
	"inscription_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "inscription_orders_derivation_index_unique" UNIQUE("derivation_index"),
	CONSTRAINT "inscription_orders_payment_address_unique" UNIQUE("payment_address"),
	CONSTRAINT "inscription_orders_status_check" CHECK (status in ('awaiting_payment', 'paid', 'inscribing', 'inscribed', 'refunded', 'failed', 'expired')),
	CONSTRAINT "inscription_orders_kind_check" CHECK (kind in ('launchpad_mint', 'brc20_deploy', 'brc20_mint', 'brc20_transfer')),
	CONSTRAINT "inscription_orders_count_check" CHECK ("inscription_orders"."inscription_count" between 1 and 1000),
	CONSTRAINT "inscription_orders_sats_check" CHECK ("inscription_orders"."total_sats" > 0 and "inscription_orders"."creator_sats" >= 0 and "inscription_orders"."service_fee_sats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inscription_transactions" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"txid" text NOT NULL,
	"raw_tx" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscription_transactions_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "inscription_transactions_txid_unique" UNIQUE("txid"),
	CONSTRAINT "inscription_transactions_role_check" CHECK (role in ('commit', 'reveal', 'refund')),
	CONSTRAINT "inscription_transactions_status_check" CHECK (status in ('stored', 'broadcast', 'confirmed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "service_addresses" (
	"derivation_index" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP CONSTRAINT "brc20_inscribe_tasks_status_check";--> statement-breakpoint
DROP INDEX "brc20_inscribe_tasks_pay_txid_idx";--> statement-breakpoint
DROP INDEX "mint_orders_receiver_idx";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mint_orders" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" ADD COLUMN "icon_id" uuid;--> statement-breakpoint
ALTER TABLE "mint_items" ADD CONSTRAINT "mint_items_mint_id_mints_id_fk" FOREIGN KEY ("mint_id") REFERENCES "public"."mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_orders" ADD CONSTRAINT "inscription_orders_derivation_index_service_addresses_derivation_index_fk" FOREIGN KEY ("derivation_index") REFERENCES "public"."service_addresses"("derivation_index") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_transactions" ADD CONSTRAINT "inscription_transactions_order_id_inscription_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."inscription_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mint_items_free_idx" ON "mint_items" USING btree ("mint_id","position") WHERE "mint_items"."order_id" is null;--> statement-breakpoint
CREATE INDEX "mint_items_order_idx" ON "mint_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inscription_orders_status_idx" ON "inscription_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "inscription_orders_reported_txid_idx" ON "inscription_orders" USING btree ("reported_txid");--> statement-breakpoint
CREATE INDEX "inscription_transactions_status_idx" ON "inscription_transactions" USING btree ("status");--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" ADD CONSTRAINT "brc20_inscribe_tasks_id_inscription_orders_id_fk" FOREIGN KEY ("id") REFERENCES "public"."inscription_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_orders" ADD CONSTRAINT "mint_orders_id_inscription_orders_id_fk" FOREIGN KEY ("id") REFERENCES "public"."inscription_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brc20_inscribe_tasks_tick_idx" ON "brc20_inscribe_tasks" USING btree ("tick","kind");--> statement-breakpoint
CREATE INDEX "mint_orders_mint_receiver_idx" ON "mint_orders" USING btree ("mint_id","receiver_address");--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "receive_address";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "refund_address";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "payment_address";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "fee_rate";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "reveal_size";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "inscription_postage";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "network_fee";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "service_fee";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "total_sats";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "pay_txid";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "refund_address";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "fee_rate";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "payment_address";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "service_fee_sats";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "inscription_postage_sats";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "mint_price_sats";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "network_fee_sats";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "payment_txid";--> statement-breakpoint
ALTER TABLE "mint_orders" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "brc20_inscribe_tasks" ADD CONSTRAINT "brc20_inscribe_tasks_kind_check" CHECK (kind in ('deploy', 'mint', 'transfer'));