-- 订单搜索 indexes goods names by trigrams (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_items_title_trgm_idx" ON "order_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_no_idx" ON "orders" USING btree ("user_id","order_no" varchar_pattern_ops);