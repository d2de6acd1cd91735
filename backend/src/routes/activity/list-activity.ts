import { eq } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { listTotal } from "../../db/list-total";
import { activityKinds, complimentActivities, compliments } from "../../db/schema";
import { keyset, pageRows } from "../../lib/keyset";
import { paginated, type PageRequest } from "../../lib/pagination";
import { formerMember, personObject } from "../users/person";
import { personSchema } from "../users/json";

export const activitySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(activityKinds).openapi({ description: "First viewed (by anyone but the author), claimed, or first replied to." }),
    created_at: z.string(),
    compliment: z.object({ id: z.number().int(), code: z.string(), to: z.string() }),
    actor: z.union([personSchema, z.null()]).openapi({
      description:
        "Who claimed or replied; null for every view (a reader is never named); a former member (null id) for an account since deleted.",
    }),
  })
  .openapi("Activity");

/** One page of what happened to `authorId`'s compliments, newest first, read along `compliment_activities_author_idx`. */
export const activityPage = (db: Db, authorId: number, page: PageRequest) => {
  const mine = eq(complimentActivities.authorId, authorId);
  const at = keyset(
    { table: complimentActivities, createdAt: complimentActivities.createdAt, id: complimentActivities.id, where: mine },
    page,
  );
  return db
    .select({
      id: complimentActivities.id,
      kind: complimentActivities.kind,
      createdAt: complimentActivities.createdAt,
      compliment: { id: compliments.id, code: compliments.code, to: compliments.to },
      actor: personObject(complimentActivities.actorId),
    })
    .from(complimentActivities)
    .innerJoin(compliments, eq(compliments.id, complimentActivities.complimentId))
    .where(at.where)
    .orderBy(...at.order)
    .limit(page.perPage)
    .offset(at.offset);
};

/** One page of what happened to `authorId`'s compliments, newest first; nobody else's. */
export async function listActivity(db: Db, authorId: number, page: PageRequest) {
  const [rows, total] = await Promise.all([pageRows(page, (p) => activityPage(db, authorId, p)), listTotal(db, "activity", authorId)]);
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    created_at: r.createdAt.toISOString(),
    compliment: r.compliment,
    actor: r.kind === "viewed" ? null : (r.actor ?? formerMember),
  }));
  return paginated("Activity retrieved successfully.", data, page, total);
}
