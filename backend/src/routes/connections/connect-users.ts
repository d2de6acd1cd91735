import type { Db } from "../../db/client";
import { connections } from "../../db/schema";

/** Connects two users, once in each direction; connecting them again changes nothing. */
export const connectUsers = (db: Db, a: number, b: number, now: Date) =>
  db
    .insert(connections)
    .values([
      { userId: a, connectedUserId: b, createdAt: now },
      { userId: b, connectedUserId: a, createdAt: now },
    ])
    .onConflictDoNothing();
