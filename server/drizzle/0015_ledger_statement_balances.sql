-- A balance now follows its entries once per statement instead of once per entry: a batch of box opens writes about
-- a hundred entries touching a few dozen accounts, and each account is updated once, by the sum of its entries. The
-- accounts are locked first in id order, as the per-entry trigger did by the entries' order, so two movements on the
-- same accounts still queue instead of deadlocking. The lock is FOR NO KEY UPDATE, the one an UPDATE of the balance
-- takes: a FOR UPDATE would wait on the KEY SHARE locks the entries' foreign-key checks of another movement hold on the
-- same accounts, and two movements would deadlock. The not-negative CHECK sees each account after the statement.
DROP TRIGGER "ledger_entries_apply" ON "ledger_entries";
--> statement-breakpoint
DROP FUNCTION "ledger_apply_entry"();
--> statement-breakpoint
CREATE FUNCTION "ledger_apply_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM "new_entries") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "ledger_accounts" AS "account" SET "balance" = "account"."balance" + "added"."amount"
  FROM (SELECT "account_id", sum("amount") AS "amount" FROM "new_entries" GROUP BY "account_id") AS "added"
  WHERE "account"."id" = "added"."account_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_apply_entries"();
