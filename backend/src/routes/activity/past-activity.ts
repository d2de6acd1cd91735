import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * The activity that data written without it implies: the first view (a counted device, or a
 * signed-in opening; its reader never named), the claim and the first reply by anyone but the
 * author of each compliment. Existing rows are kept. The seed calls it; migration 0002 holds the
 * statement for data written before activity was recorded (with the reader, cleared by 0003).
 */
export const PAST_ACTIVITY = `insert into compliment_activities (compliment_id, author_id, kind, actor_id, created_at)
select c.id, c.customer_id, 'viewed', null, first_view.created_at
  from compliments c
  join lateral (
    select v.created_at from (
      select created_at from compliment_views where compliment_id = c.id
      union all
      select created_at from compliment_openings where compliment_id = c.id and user_id <> c.customer_id
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
on conflict do nothing`;

export const recordPastActivity = (db: Db) => db.execute(sql.raw(PAST_ACTIVITY));
