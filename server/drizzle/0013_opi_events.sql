CREATE TABLE "brc20_events" (
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"event_type" text NOT NULL,
	"inscription_id" text NOT NULL,
	"event" jsonb NOT NULL,
	CONSTRAINT "brc20_events_height_position_pk" PRIMARY KEY("height","position")
);
--> statement-breakpoint
CREATE INDEX "brc20_events_inscription_idx" ON "brc20_events" USING btree ("inscription_id");