ALTER TABLE "skus" ADD COLUMN "picture" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spus" ADD COLUMN "picture" varchar(32) DEFAULT '' NOT NULL;
