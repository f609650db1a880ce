ALTER TABLE "house_prizes" DROP CONSTRAINT "house_prizes_kind_check";--> statement-breakpoint
ALTER TABLE "box_withdrawals" ALTER COLUMN "amount" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "box_coins" ADD COLUMN "brc20_tick" text;--> statement-breakpoint
ALTER TABLE "box_coins" ADD COLUMN "brc20_amount" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "box_withdrawals" ADD COLUMN "earlier_txs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "box_withdrawals" ADD COLUMN "transfers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "house_prizes" ADD COLUMN "tick" text;--> statement-breakpoint
ALTER TABLE "house_prizes" ADD COLUMN "token_amount" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "brc20_tick" text;--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "brc20_prize_amount" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "house_prizes" ADD CONSTRAINT "house_prizes_kind_check" CHECK (("house_prizes"."kind" = 'inscription' and "house_prizes"."inscription_id" is not null) or ("house_prizes"."kind" = 'btc' and "house_prizes"."sats" > 0) or ("house_prizes"."kind" = 'brc20' and "house_prizes"."tick" is not null and "house_prizes"."token_amount" > 0));--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_brc20_prize_check" CHECK (("houses"."brc20_tick" is null) = ("houses"."brc20_prize_amount" is null) and coalesce("houses"."brc20_prize_amount", 1) > 0);