CREATE TABLE "compliment_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"compliment_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "compliment_activities" ADD CONSTRAINT "compliment_activities_compliment_id_compliments_id_fk" FOREIGN KEY ("compliment_id") REFERENCES "public"."compliments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliment_activities" ADD CONSTRAINT "compliment_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliment_activities" ADD CONSTRAINT "compliment_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliment_activities_once" ON "compliment_activities" USING btree ("compliment_id","kind");--> statement-breakpoint
CREATE INDEX "compliment_activities_author_idx" ON "compliment_activities" USING btree ("author_id","created_at","id");--> statement-breakpoint
-- The activity of compliments written before it was recorded (routes/activity/past-activity.ts).
insert into compliment_activities (compliment_id, author_id, kind, actor_id, created_at)
select c.id, c.customer_id, 'viewed', first_view.actor_id, first_view.created_at
  from compliments c
  join lateral (
    select v.actor_id, v.created_at from (
      select null::integer as actor_id, created_at from compliment_views where compliment_id = c.id
      union all
      select user_id, created_at from compliment_openings where compliment_id = c.id and user_id <> c.customer_id
    ) v order by v.created_at limit 1
  ) first_view on true
union all
select c.id, c.customer_id, 'claimed', cl.user_id, cl.created_at
  from claims cl join compliments c on c.id = cl.compliment_id
union all
select c.id, c.customer_id, 'replied', first_reply.sender_id, first_reply.created_at
  from compliments c
  join lateral (
    select m.sender_id, m.created_at from messages m join conversations cv on cv.id = m.conversation_id
    where cv.compliment_id = c.id and m.sender_id <> c.customer_id order by m.id limit 1
  ) first_reply on true
on conflict do nothing;
