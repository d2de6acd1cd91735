CREATE TABLE "compliment_signings" (
	"compliment_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(43),
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"show_signatures" boolean DEFAULT true NOT NULL,
	"closing_mail_at" timestamp with time zone,
	"thanked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliment_signings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"compliment_id" integer NOT NULL,
	"user_id" integer,
	"guest_email" varchar(255),
	"name" varchar(31) NOT NULL,
	"message" varchar(500) NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_one_signer" CHECK (("signatures"."user_id" is null) <> ("signatures"."guest_email" is null))
);
--> statement-breakpoint
CREATE TABLE "signing_email_codes" (
	"compliment_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_email_codes_compliment_id_email_pk" PRIMARY KEY("compliment_id","email")
);
--> statement-breakpoint
CREATE TABLE "signing_invitations" (
	"compliment_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_invitations_compliment_id_email_pk" PRIMARY KEY("compliment_id","email")
);
--> statement-breakpoint
ALTER TABLE "compliment_signings" ADD CONSTRAINT "compliment_signings_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_email_codes" ADD CONSTRAINT "signing_email_codes_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_invitations" ADD CONSTRAINT "signing_invitations_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliment_signings_open_idx" ON "compliment_signings" USING btree ("closes_at") WHERE "compliment_signings"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_compliment_user_unique" ON "signatures" USING btree ("compliment_id","user_id") WHERE "signatures"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_compliment_guest_unique" ON "signatures" USING btree ("compliment_id","guest_email") WHERE "signatures"."guest_email" is not null;--> statement-breakpoint
CREATE INDEX "signatures_compliment_idx" ON "signatures" USING btree ("compliment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "signatures_user_idx" ON "signatures" USING btree ("user_id");