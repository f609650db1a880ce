CREATE TABLE "inscription_order_coins" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"block_height" integer,
	"spent_by" text,
	"too_small_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscription_order_coins_txid_vout_pk" PRIMARY KEY("txid","vout"),
	CONSTRAINT "inscription_order_coins_value_check" CHECK ("inscription_order_coins"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "inscription_transactions" DROP CONSTRAINT "inscription_transactions_role_check";--> statement-breakpoint
ALTER TABLE "inscription_transactions" ADD COLUMN "returned_sats" bigint;--> statement-breakpoint
ALTER TABLE "inscription_order_coins" ADD CONSTRAINT "inscription_order_coins_order_id_inscription_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."inscription_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inscription_order_coins_order_idx" ON "inscription_order_coins" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inscription_order_coins_spent_by_idx" ON "inscription_order_coins" USING btree ("spent_by");--> statement-breakpoint
ALTER TABLE "inscription_transactions" ADD CONSTRAINT "inscription_transactions_role_check" CHECK (role in ('commit', 'reveal', 'refund', 'return'));