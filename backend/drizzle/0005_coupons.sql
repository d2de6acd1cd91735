CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"value" varchar(60) NOT NULL,
	"terms" varchar(1000) NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "offers_ad_id_unique" UNIQUE("ad_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "offers" ("ad_id", "name", "value", "terms") SELECT "ad_id", "name", left("name", 60), 'One use, by the person it was issued to. Not exchangeable for cash.' FROM "coupons";
--> statement-breakpoint
DROP TABLE "coupons" CASCADE;
--> statement-breakpoint
CREATE TABLE "business_members" (
	"business_profile_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_business_profile_id_user_id_pk" PRIMARY KEY("business_profile_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer,
	"code" varchar(40) NOT NULL,
	"business_profile_id" integer NOT NULL,
	"member_id" integer,
	"result" varchar(14) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"compliment_id" integer,
	"holder_id" integer NOT NULL,
	"code" char(9) NOT NULL,
	"token" char(22) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_attempts" ADD CONSTRAINT "coupon_attempts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_attempts" ADD CONSTRAINT "coupon_attempts_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_attempts" ADD CONSTRAINT "coupon_attempts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_members_user_idx" ON "business_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_attempts_business_idx" ON "coupon_attempts" USING btree ("business_profile_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_compliment_offer_unique" ON "coupons" USING btree ("compliment_id","offer_id");--> statement-breakpoint
CREATE INDEX "coupons_holder_offer_idx" ON "coupons" USING btree ("holder_id","offer_id");--> statement-breakpoint
CREATE INDEX "coupons_offer_idx" ON "coupons" USING btree ("offer_id");