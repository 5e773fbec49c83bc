CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11),
	"nick" varchar(32) DEFAULT '' NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"name" varchar(32),
	"id_no" varchar(18),
	"channel_id" varchar(32) DEFAULT 'm' NOT NULL,
	"openid_mp" varchar(64),
	"openid_h5" varchar(64),
	"openid_app" varchar(64),
	"wx_unionid" varchar(64),
	"status" integer DEFAULT 1 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"welfare_balance" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_openid_mp_idx" ON "users" USING btree ("openid_mp");