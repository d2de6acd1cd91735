import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessMembers, businessProfiles, type MemberRole } from "../../db/schema";
import { ApiError } from "../../lib/errors";

export type Membership = { businessId: number; name: string; role: MemberRole };

export const NOT_A_MEMBER = "This is only for the people of a business.";
export const OWNERS_ONLY = "Only an owner of this business can do that.";

/** The businesses `userId` belongs to, oldest membership first. */
export const membershipsOf = (db: Db, userId: number): Promise<Membership[]> =>
  db
    .select({ businessId: businessMembers.businessProfileId, name: businessProfiles.name, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businessProfiles, eq(businessProfiles.id, businessMembers.businessProfileId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(businessMembers.createdAt), asc(businessMembers.businessProfileId));

/** The user's membership of this business; 404 to anyone outside it, so ids cannot be walked to learn which exist. */
export async function memberOf(db: Db, userId: number, businessId: number, role?: MemberRole): Promise<Membership> {
  const found = (await membershipsOf(db, userId)).find((m) => m.businessId === businessId);
  if (!found) throw new ApiError(404, "Business not found.");
  if (role && found.role !== role) throw new ApiError(403, OWNERS_ONLY);
  return found;
}

/** Whether the user belongs to any of these businesses. */
export async function belongsToAny(db: Db, userId: number, businessIds: number[]): Promise<boolean> {
  if (businessIds.length === 0) return false;
  const [row] = await db
    .select({ id: businessMembers.userId })
    .from(businessMembers)
    .where(and(eq(businessMembers.userId, userId), inArray(businessMembers.businessProfileId, businessIds)))
    .limit(1);
  return Boolean(row);
}
