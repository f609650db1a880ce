DROP INDEX "inscription_attributes_trait_value_idx";--> statement-breakpoint
ALTER TABLE "inscription_attributes" ADD COLUMN "collection_id" text;--> statement-breakpoint
UPDATE "inscription_attributes" SET "collection_id" = "inscriptions"."collection_id" FROM "inscriptions" WHERE "inscriptions"."inscription_id" = "inscription_attributes"."inscription_id";--> statement-breakpoint
CREATE UNIQUE INDEX "inscriptions_id_collection_idx" ON "inscriptions" USING btree ("inscription_id","collection_id");--> statement-breakpoint
ALTER TABLE "inscription_attributes" ADD CONSTRAINT "inscription_attributes_collection_fk" FOREIGN KEY ("inscription_id","collection_id") REFERENCES "public"."inscriptions"("inscription_id","collection_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "inscription_attributes_collection_trait_idx" ON "inscription_attributes" USING btree ("collection_id","trait_type","value","inscription_id");--> statement-breakpoint
-- Every API instance caches market reads until one of the tables they are read from changes. The database says
-- when, whichever code path wrote (API, indexer, seed, an operator's psql), and only once the change commits:
-- NOTIFY is transactional, and repeats within one transaction fold into one.
CREATE FUNCTION "announce_market_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ordmarket_market_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "collections_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
--> statement-breakpoint
CREATE TRIGGER "inscriptions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
--> statement-breakpoint
CREATE TRIGGER "inscription_attributes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inscription_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
--> statement-breakpoint
CREATE TRIGGER "listings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
--> statement-breakpoint
CREATE TRIGGER "activity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
--> statement-breakpoint
CREATE TRIGGER "recommended_collections_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recommended_collections" FOR EACH STATEMENT EXECUTE FUNCTION "announce_market_change"();
