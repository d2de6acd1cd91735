import { reportMessages } from "@/common/validations/report";
import type { AppDeps } from "../../deps";
import { optionalAuth } from "../../lib/auth";
import { clientKey } from "../../lib/client-ip";
import { ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { createReport, type Notifier } from "./create-report";
import { guestMustNameThemselves } from "./errors";
import { reportLimits } from "./limits";
import * as routes from "./reports.routes";

export function reportsRouter(deps: AppDeps) {
  const limits = reportLimits(deps.limiter);

  return createRouter().openapi({ ...routes.createReport, middleware: [optionalAuth(deps)] }, async (c) => {
    const report = c.req.valid("json");
    const user = c.get("viewer");
    let notifier: Notifier;
    if (user) {
      await limits.user(user.id);
      notifier = { userId: user.id, name: user.name, email: user.email };
    } else {
      const { name, email } = report;
      if (name === undefined || email === undefined)
        throw guestMustNameThemselves({ name: name === undefined, email: email === undefined });
      await limits.guest(clientKey(c, deps.config.trustedProxies), email);
      notifier = { userId: null, name, email };
    }
    return c.json(ok(reportMessages.received, await createReport(deps, report, notifier)), 201);
  });
}
