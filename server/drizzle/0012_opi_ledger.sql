CREATE TABLE "brc20_event_hashes" (
	"height" integer PRIMARY KEY NOT NULL,
	"block_event_hash" text,
	"cumulative_event_hash" text NOT NULL,
	"event_count" integer
);
--> statement-breakpoint
CREATE TABLE "brc20_predeploys" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"predeployer_pkscript" text NOT NULL,
	"hash" text NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
-- Balances kept by address cannot be keyed by script; an index built before this refuses to open (see openIndexer).
DELETE FROM "brc20_balances";--> statement-breakpoint
ALTER TABLE "brc20_balances" DROP CONSTRAINT "brc20_balances_tick_address_pk";--> statement-breakpoint
ALTER TABLE "brc20_balances" ADD COLUMN "pkscript" text NOT NULL;--> statement-breakpoint
ALTER TABLE "brc20_balances" ADD CONSTRAINT "brc20_balances_tick_pkscript_pk" PRIMARY KEY("tick","pkscript");--> statement-breakpoint
ALTER TABLE "brc20_balances" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD COLUMN "from_pkscript" text;--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD COLUMN "to_pkscript" text;--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD COLUMN "original_tick" text;--> statement-breakpoint
ALTER TABLE "brc20_activity" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "brc20_ticks" ADD COLUMN "burned" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brc20_transfer_inscriptions" ADD COLUMN "original_tick" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brc20_transfer_inscriptions" ADD COLUMN "source_pkscript" text DEFAULT '' NOT NULL;