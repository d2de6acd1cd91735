import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessMembers, type MemberRole } from "../../db/schema";
import { lastOwner, memberNotFound } from "./errors";

/**
 * Gives a member of the business `role`: a staff member made owner (the hand-over), or an owner
 * stepping down (or stepped down) to staff while another owner remains. Asking for the role they
 * have changes nothing. The business's owner rows are locked first, so two owners stepping down at
 * once cannot leave it without one.
 */
export async function changeRole(db: Db, businessId: number, userId: number, role: MemberRole) {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.role, "owner")))
      .for("update");
    const [member] = await tx
      .select({ role: businessMembers.role })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.userId, userId)));
    if (!member) throw memberNotFound();
    if (member.role === role) return;
    if (role === "staff" && !owners.some((o) => o.userId !== userId)) throw lastOwner();
    await tx
      .update(businessMembers)
      .set({ role })
      .where(and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.userId, userId), ne(businessMembers.role, role)));
  });
}
