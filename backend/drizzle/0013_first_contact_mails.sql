CREATE TABLE "first_contact_mails" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"mailed" integer NOT NULL,
	CONSTRAINT "first_contact_mails_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "first_contact_mails" ADD CONSTRAINT "first_contact_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;