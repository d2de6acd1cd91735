import { firstRow } from "../../db/rows";
import { compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { insertWithUniqueCode } from "../auth/users";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";

export type NewCompliment = { to: string; compliment: string; note?: string | null };

/** Writes the compliment under a fresh 8-digit code and answers it as its author sees it. */
export async function createCompliment(deps: Pick<AppDeps, "db" | "clock" | "config" | "events">, authorId: number, input: NewCompliment) {
  const { db, clock, events } = deps;
  const now = clock.now();
  const { id, code } = firstRow(
    await insertWithUniqueCode((code) =>
      db
        .insert(compliments)
        .values({
          code,
          customerId: authorId,
          to: input.to,
          compliment: input.compliment,
          note: input.note ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: compliments.id, code: compliments.code }),
    ),
    "the compliment insert",
  );
  // A cache may hold the miss of someone who tried the code before it existed.
  events.publish([code]);
  const [compliment] = await loadCompliments(deps, [id], authorId);
  // Its author may delete it before it is read back.
  if (!compliment) throw complimentNotFound();
  return compliment;
}
