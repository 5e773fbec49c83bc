CREATE TABLE "notice_grants" (
	"user_id" integer NOT NULL,
	"platform" varchar(12) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_grants_user_id_platform_template_id_pk" PRIMARY KEY("user_id","platform","template_id")
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channels_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"ref" varchar(64) NOT NULL,
	"channel" varchar(12) NOT NULL,
	"data" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_grants" ADD CONSTRAINT "notice_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_event_channel_uq" ON "notices" USING btree ("event","ref","channel");--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id");