import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgSelect } from "drizzle-orm/pg-core";
import { profiles, users } from "../../db/schema";
import type { Person } from "./json";

/**
 * A user as others see them, `{ id, name, avatar }` (a `Person`), in the three forms queries need:
 * columns and a join for a select, or one JSON object for a column computed by a subquery.
 */

/** Select these from a query that went through `joinPerson`. */
export const personColumns = { id: users.id, name: users.name, avatar: profiles.avatar };

/** Joins the user `userId` names, and their profile for the avatar (left: a new user has no profile yet). */
export const joinPerson = <T extends PgSelect>(query: T, userId: AnyPgColumn) =>
  query.innerJoin(users, eq(users.id, userId)).leftJoin(profiles, eq(profiles.userId, users.id));

/** Names of its own, so the subquery can sit in a query that joins `users` or `profiles` itself. */
const person = alias(users, "person");
const personProfile = alias(profiles, "person_profile");

/** The person `userId` names (an id expression, evaluated per row) as one JSON object; null when it names nobody. */
export const personObject = (userId: SQLWrapper) => sql<Person | null>`(select json_build_object(
    'id', ${person.id}, 'name', ${person.name}, 'avatar', ${personProfile.avatar})
  from ${users} as ${person} left join ${profiles} as ${personProfile} on ${personProfile.userId} = ${person.id}
  where ${person.id} = ${userId})`;
