import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, profileLinks, profiles, states, users } from "../../db/schema";
import { hasBlocked } from "../blocks/block-between";
import { userNotFound } from "./errors";
import type { ProfileJson } from "./json";

/**
 * The profile of `userId` as `viewerId` (null for a guest) may see it: e-mail, phone, address, zip
 * and signature are for the user alone.
 */
export async function findProfile(db: Db, userId: number, viewerId: number | null): Promise<ProfileJson> {
  const [row] = await db
    .select({
      profile: profiles,
      name: users.name,
      email: users.email,
      whoMayMessage: users.whoMayMessage,
      blocked: viewerId === null ? sql<boolean>`false` : hasBlocked(viewerId, users.id),
      state: { id: states.id, name: states.name, countryId: states.countryId },
      countryName: countries.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(states, eq(states.id, profiles.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw userNotFound();
  const links = await db
    .select({ name: profileLinks.name, url: profileLinks.url })
    .from(profileLinks)
    .where(eq(profileLinks.profileId, row.profile.id))
    .orderBy(asc(profileLinks.position), asc(profileLinks.id));
  const { profile: p, state, countryName } = row;
  const own = viewerId === userId;
  return {
    id: p.id,
    user_id: userId,
    name: row.name,
    email: own ? row.email : null,
    first_name: p.firstName,
    last_name: p.lastName,
    phone_number: own ? p.phoneNumber : null,
    bio: p.bio,
    code: p.code,
    zip_code: own ? p.zipCode : null,
    addresses: own ? p.addresses : [],
    state_id: state && { id: state.id, name: state.name, country_id: state.countryId, country_name: countryName ?? "" },
    signature: own ? p.signature : null,
    links,
    avatar: p.avatar,
    blocked: row.blocked,
    who_may_message: own ? row.whoMayMessage : null,
  };
}
