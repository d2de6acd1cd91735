import { and, asc, eq, sql } from "drizzle-orm";
import { businessMembers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { ApiError } from "../../lib/errors";
import { pageRequest, paginated } from "../../lib/pagination";
import { createRouter } from "../../lib/router";
import { attemptCsv, attemptPage, couponReport } from "./business-report";
import * as routes from "./businesses.routes";
import { memberOf, membershipsOf } from "./members";

const ATTEMPTS_PER_PAGE = 20;

const memberColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  role: businessMembers.role,
  since: businessMembers.createdAt,
};

const memberJson = (m: { user_id: number; name: string; email: string; role: "owner" | "staff"; since: Date }) => ({
  ...m,
  since: m.since.toISOString(),
});

export function businessesRouter(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
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
      await owned(c.get("user").id, businessId);
      const email = c.req.valid("json").email;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (!user) throw new ApiError(404, "No account uses this e-mail address.");
      const [added] = await db
        .insert(businessMembers)
        .values({ businessProfileId: businessId, userId: user.id, role: "staff", createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ userId: businessMembers.userId });
      if (!added) throw new ApiError(409, "This person is already a member of the business.");
      const [member] = await db
        .select(memberColumns)
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userId))
        .where(and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.userId, user.id)));
      return c.json(ok("Staff member added.", memberJson(member!)), 201);
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
    .openapi({ ...routes.couponReport, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.json(ok("Report retrieved successfully.", await couponReport(db, businessId, clock.now())), 200);
    })
    .openapi({ ...routes.listAttempts, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      const page = pageRequest(c.req.valid("query"), ATTEMPTS_PER_PAGE);
      const { rows, total } = await attemptPage(db, businessId, page);
      return c.json(paginated("Redemption log retrieved successfully.", rows, page, total), 200);
    })
    .openapi({ ...routes.exportAttempts, middleware: [auth] }, async (c) => {
      const { businessId } = c.req.valid("param");
      await owned(c.get("user").id, businessId);
      return c.body(await attemptCsv(db, businessId), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="redemptions.csv"',
        "Cache-Control": "private, no-store",
      });
    });
}
