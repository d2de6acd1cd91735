import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgSelect } from "drizzle-orm/pg-core";
import { profiles, users } from "../../db/schema";
import { FORMER_MEMBER } from "@/common/messages";
import type { Person } from "./json";

/**
 * A user as others see them, `{ id, name, avatar }` (a `Person`), in the three forms queries need:
 * columns and a join for a select, or one JSON object for a column computed by a subquery.
 */

/**
 * Select these from a query that went through `joinPerson`. An author or sender whose account was
 * deleted (the id is null) is a former member: a null id, FORMER_MEMBER for a name, no picture.
 */
export const personColumns = {
  id: users.id,
  name: sql<string>`coalesce(${users.name}, ${FORMER_MEMBER})`,
  avatar: profiles.avatar,
};

/** Joins the user `userId` names, and their profile for the avatar (left: a new user has no profile yet, a former member no account). */
export const joinPerson = <T extends PgSelect>(query: T, userId: AnyPgColumn) =>
  query.leftJoin(users, eq(users.id, userId)).leftJoin(profiles, eq(profiles.userId, users.id));

/** Names of its own, so the subquery can sit in a query that joins `users` or `profiles` itself. */
const person = alias(users, "person");
const personProfile = alias(profiles, "person_profile");

/** The person `userId` names (an id expression, evaluated per row) as one JSON object; null when it names nobody. */
export const personObject = (userId: SQLWrapper) => sql<Person | null>`(select json_build_object(
    'id', ${person.id}, 'name', ${person.name}, 'avatar', ${personProfile.avatar})
  from ${users} as ${person} left join ${profiles} as ${personProfile} on ${personProfile.userId} = ${person.id}
  where ${person.id} = ${userId})`;

/** A former member, as JSON that names a person: whoever's account was deleted. */
export const formerMember: Person = { id: null, name: FORMER_MEMBER, avatar: null };
