ALTER TABLE "categories" ADD COLUMN "picture" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Home templates saved before categories had uploaded icons named the generated icons and banners of the removed
-- GET /api/v1/goods/image/:id.svg: those fields are emptied, and the app draws its placeholder (decision 0034).
UPDATE "home_templates" SET "data" = regexp_replace("data", '"(icon|image)":"[^"]*/api/v1/goods/image/[^"]*"', '"\1":""', 'g') WHERE "data" LIKE '%/api/v1/goods/image/%';
