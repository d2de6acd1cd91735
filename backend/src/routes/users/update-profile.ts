import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files, profileLinks, profiles, states } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { randomToken, sha256 } from "../../lib/crypto";
import { MAX_ID } from "../../lib/router";
import { codesShowingUser } from "../compliments/codes-showing-user";
import { invalidState, userNotFound } from "./errors";
import { findProfile } from "./find-profile";
import type { ProfileChanges } from "./profile-form";

const AVATAR_PREFIX = "avatars/";

/**
 * Saves the tabs that were sent, all or nothing, and answers the profile as its owner sees it. Of
 * the profile, compliments show only the picture (the name is the account's), so a new picture
 * changes every compliment the user wrote or claimed.
 */
export async function updateProfile(
  { db, clock, events }: Pick<AppDeps, "db" | "clock" | "events">,
  userId: number,
  changes: ProfileChanges,
) {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, avatar: profiles.avatar })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for("update");
    if (!profile) throw userNotFound();
    const stateId = changes.details?.stateId;
    if (stateId && !(await stateExists(tx, stateId))) throw invalidState();
    if (changes.links) await replaceLinks(tx, profile.id, changes.links);
    const avatar = changes.avatar && (await storeAvatar(tx, changes.avatar, profile.avatar));
    await tx
      .update(profiles)
      .set({ ...changes.details, ...(avatar && { avatar }), updatedAt: clock.now() })
      .where(eq(profiles.id, profile.id));
  });
  if (changes.avatar) events.publish(await codesShowingUser(db, userId));
  return findProfile(db, userId, userId);
}

async function stateExists(tx: Db, id: number) {
  if (id > MAX_ID) return false;
  const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, id)).limit(1);
  return Boolean(state);
}

async function replaceLinks(tx: Db, profileId: number, links: Array<{ name: string; url: string }>) {
  await tx.delete(profileLinks).where(eq(profileLinks.profileId, profileId));
  if (links.length) await tx.insert(profileLinks).values(links.map((link, position) => ({ ...link, profileId, position })));
}

/** Stores the picture under a fresh key and drops the user's previous upload (seeded pictures stay). */
async function storeAvatar(tx: Db, bytes: Uint8Array, previous: string | null) {
  const key = `${AVATAR_PREFIX}${randomToken(16)}.webp`;
  await tx.insert(files).values({ key, contentType: "image/webp", bytes, sha256: sha256(bytes) });
  if (previous?.startsWith(AVATAR_PREFIX)) await tx.delete(files).where(eq(files.key, previous));
  return key;
}
