CREATE TABLE "brc20_replay_transfers" (
	"inscription_id" text PRIMARY KEY NOT NULL,
	"tick" text NOT NULL,
	"original_tick" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"source_pkscript" text NOT NULL
);
