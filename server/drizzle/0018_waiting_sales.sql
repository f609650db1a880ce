CREATE TABLE "waiting_sales" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"seller_address" text NOT NULL,
	"lock_output" text NOT NULL,
	"locked_from" text NOT NULL,
	"price_sats" bigint NOT NULL,
	"seller_psbt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_sales" ADD CONSTRAINT "waiting_sales_inscription_id_inscriptions_inscription_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("inscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_sales_seller_idx" ON "waiting_sales" USING btree ("seller_address");