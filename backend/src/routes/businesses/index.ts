import { and, asc, eq, sql } from "drizzle-orm";
import { businessMembers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { done, ok } from "../../lib/envelope";
import { ApiError } from "../../lib/errors";
import { pageRequest, paginated } from "../../lib/pagination";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { changeRole } from "./change-role";
import { closeBusiness } from "./close-business";
import { businessSummary } from "./business-summary";
import { offerResults, offerResultsCsv } from "./offer-results";
import { attemptCsv, attemptPage } from "./redemption-log";
import { addStaff, invitationsOf, memberColumns, memberJson, memberRow, withdrawInvitation } from "./staff";
import * as routes from "./businesses.routes";
import { memberNotFound } from "./errors";
import { memberOf, membershipsOf } from "./members";

const ATTEMPTS_PER_PAGE = 20;

/** Invitations mailed by one business in a day: an owner cannot make the app mail strangers in bulk. */
const INVITATIONS_PER_DAY = 20;

export function businessesRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const invitations = deps.limiter("business-invitations", {
    points: INVITATIONS_PER_DAY,
    duration: 24 * 60 * 60,
    message: tooManyMessage("invitations sent by this business today"),
  });
  /** The business of the path, for one of its owners. */
  const owned = (userId: number, businessId: number) => memberOf(db, userId, businessId, "owner");

  return createRouter()
    .openapi({ ...routes.listMemberships, middleware: [auth] }, async (c) => {
      const memberships = await membershipsOf(db, c.get("user").id);
      const data = memberships.map((m) => ({ id: m.businessId, name: m.name, role: m.role }));
      return c.json(ok("Businesses retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.listMembers, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const rows = await db
        .select(memberColumns)
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userId))
        .where(eq(businessMembers.businessProfileId, businessId))
        .orderBy(sql`${businessMembers.role} = 'staff'`, asc(users.name), asc(users.id));
      return c.json(ok("Members retrieved successfully.", rows.map(memberJson)), 200);
    })
    .openapi({ ...routes.addMember, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      const owner = c.get("user");
      const business = await owned(owner.id, businessId);
      const email = c.req.valid("json").email;
      const known = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) and ${users.emailVerifiedAt} is not null`)
        .limit(1);
      // Only an invitation mails an address that may belong to no one: that is what is counted.
      if (known.length === 0) await invitations.hit(String(businessId));
      const added = await addStaff(deps, owner, business, email);
      if (added.kind === "added") return c.json(ok("Staff member added. We told them by e-mail.", added.member), 201);
      const invited = `No account uses ${added.invitation.email} yet: we sent an invitation to sign up and join.`;
      return c.json(ok(invited, added.invitation), 202);
    })
    .openapi({ ...routes.listInvitations, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Invitations retrieved successfully.", await invitationsOf(db, businessId)), 200);
    })
    .openapi({ ...routes.withdrawInvitation, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const gone = await withdrawInvitation(db, businessId, c.req.valid("json").email);
      return c.json(ok(`The invitation to ${gone.email} is withdrawn.`, gone), 200);
    })
    .openapi({ ...routes.removeMember, middleware: [auth] }, async (c) => {
      const { businessId, userId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const [removed] = await db
        .delete(businessMembers)
        .where(
          and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.userId, userId), eq(businessMembers.role, "staff")),
        )
        .returning({ userId: businessMembers.userId });
      if (!removed) throw new ApiError(404, "Staff member not found.");
      return c.json(ok("Staff member removed.", { user_id: removed.userId }), 200);
    })
    .openapi({ ...routes.updateMemberRole, middleware: [auth] }, async (c) => {
      const { businessId, userId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const { role } = c.req.valid("json");
      await changeRole(db, businessId, userId, role);
      const member = await memberRow(db, businessId, userId);
      if (!member) throw memberNotFound();
      const message = role === "owner" ? `${member.name} is now an owner.` : `${member.name} is now staff.`;
      return c.json(ok(message, member), 200);
    })
    .openapi({ ...routes.closeBusiness, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      const { name } = await owned(c.get("user").id, businessId);
      await closeBusiness(deps, c.get("user").id, businessId, c.req.valid("json").password);
      return c.json(done(`${name} is closed.`), 200);
    })
    .openapi({ ...routes.getOfferResults, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Offer results retrieved successfully.", await offerResults(db, businessId, clock.now())), 200);
    })
    .openapi({ ...routes.exportOfferResults, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.body(offerResultsCsv(await offerResults(db, businessId, clock.now())), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="offer-results.csv"',
        "Cache-Control": "private, no-store",
      });
    })
    .openapi({ ...routes.businessSummary, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Summary retrieved successfully.", await businessSummary(db, businessId, clock.now())), 200);
    })
    .openapi({ ...routes.listAttempts, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const query = c.req.valid("query");
      const page = pageRequest(query, ATTEMPTS_PER_PAGE);
      const { rows, total } = await attemptPage(db, businessId, query, page);
      return c.json(paginated("Redemption log retrieved successfully.", rows, page, total), 200);
    })
    .openapi({ ...routes.exportAttempts, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.body(await attemptCsv(db, businessId, c.req.valid("query")), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="redemptions.csv"',
        "Cache-Control": "private, no-store",
      });
    });
}
