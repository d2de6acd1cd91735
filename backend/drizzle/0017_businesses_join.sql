CREATE TABLE "business_invitations" (
	"business_profile_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_invitations_business_profile_id_email_pk" PRIMARY KEY("business_profile_id","email")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "review" varchar(8) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "review_reason" varchar(2000);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- The businesses there are before self-service were made by the operators: they count as reviewed.
UPDATE "business_profiles" SET "approved_at" = "created_at";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "offer_name" varchar(160);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "value" varchar(60);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "terms" varchar(1000);--> statement-breakpoint
-- Coupons issued before keep the terms their offer has now, the only ones known.
UPDATE "coupons" SET "offer_name" = o."name", "value" = o."value", "terms" = o."terms" FROM "offers" o WHERE o."id" = "coupons"."offer_id";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "offer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "terms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "total_cap" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "per_person" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status" varchar(6) DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_invitations_email_idx" ON "business_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ads_waiting_idx" ON "ads" USING btree ("created_at") WHERE "ads"."review" = 'waiting';