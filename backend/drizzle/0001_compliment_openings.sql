CREATE TABLE "compliment_openings" (
	"compliment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliment_openings_compliment_id_user_id_pk" PRIMARY KEY("compliment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "compliment_openings" ADD CONSTRAINT "compliment_openings_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliment_openings" ADD CONSTRAINT "compliment_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliment_openings_user_idx" ON "compliment_openings" USING btree ("user_id");