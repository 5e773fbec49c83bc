ALTER TABLE "orders" ADD COLUMN "auto_receive_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receive_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receive_paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_auto_receive_idx" ON "orders" USING btree ("auto_receive_at") WHERE "orders"."status" = 2;--> statement-breakpoint
-- Orders shipped before automatic receipt existed get the production default (7 days after shipping), but never
-- sooner than a day after this upgrade, so no shopper's order is received before the app could show the time
-- (docs/operations.md, Automatic receipt).
UPDATE "orders" SET "auto_receive_at" = greatest("shipped_at" + interval '7 days', now() + interval '1 day') WHERE "status" = 2 AND "auto_receive_at" IS NULL;
