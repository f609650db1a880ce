CREATE TABLE "service_coins" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"address" text NOT NULL,
	"value" bigint NOT NULL,
	"block_height" integer,
	"spent_txid" text,
	"spent_height" integer,
	"assets" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_coins_txid_vout_pk" PRIMARY KEY("txid","vout"),
	CONSTRAINT "service_coins_value_check" CHECK ("service_coins"."value" >= 0),
	CONSTRAINT "service_coins_assets_check" CHECK (assets in ('none', 'some', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "inscription_order_coins" ADD COLUMN "assets" text;--> statement-breakpoint
ALTER TABLE "service_addresses" ADD COLUMN "output_script" text;--> statement-breakpoint
ALTER TABLE "service_coins" ADD CONSTRAINT "service_coins_address_service_addresses_address_fk" FOREIGN KEY ("address") REFERENCES "public"."service_addresses"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_coins_address_idx" ON "service_coins" USING btree ("address");--> statement-breakpoint
CREATE INDEX "service_coins_block_height_idx" ON "service_coins" USING btree ("block_height");--> statement-breakpoint
CREATE INDEX "service_coins_spent_height_idx" ON "service_coins" USING btree ("spent_height");--> statement-breakpoint
CREATE INDEX "service_coins_unconfirmed_idx" ON "service_coins" USING btree ("txid") WHERE "service_coins"."block_height" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_addresses_output_script_idx" ON "service_addresses" USING btree ("output_script");--> statement-breakpoint
ALTER TABLE "inscription_order_coins" ADD CONSTRAINT "inscription_order_coins_assets_check" CHECK (assets in ('none', 'some', 'unknown'));--> statement-breakpoint
INSERT INTO "service_coins" ("txid", "vout", "address", "value", "block_height", "spent_txid", "seen_at")
SELECT c."txid", c."vout", o."payment_address", c."value", c."block_height", c."spent_by", c."seen_at"
FROM "inscription_order_coins" c
JOIN "inscription_orders" o ON o."id" = c."order_id"
JOIN "service_addresses" a ON a."address" = o."payment_address"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_coins" ("txid", "vout", "address", "value", "block_height", "seen_at")
SELECT b."txid", b."vout", b."address", b."value", b."block_height", b."seen_at"
FROM "box_coins" b
JOIN "service_addresses" a ON a."address" = b."address"
WHERE b."status" <> 'spent'
ON CONFLICT DO NOTHING;
