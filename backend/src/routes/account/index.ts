import type { AppDeps } from "../../deps";
import { requireAuth } from "../../lib/auth";
import { done, ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { deliveryScheduler } from "../deliveries/schedule";
import * as routes from "./account.routes";
import { deleteAccount } from "./delete-account";
import { exportZip, findExport, latestExport, startExport } from "./exports";

export function accountRouter(deps: AppDeps) {
  const { db } = deps;
  const auth = requireAuth(deps);
  const writer = { ...deps, deliveries: deliveryScheduler(deps) };
  return createRouter()
    .openapi({ ...routes.deleteAccount, middleware: [auth] }, async (c) => {
      await deleteAccount(writer, c.get("user").id, c.req.valid("json").password);
      return c.json(done("Your account was deleted."), 200);
    })
    .openapi({ ...routes.startExport, middleware: [auth] }, async (c) =>
      c.json(ok("Your copy is being made.", await startExport(deps, c.get("user").id)), 202),
    )
    .openapi({ ...routes.latestExport, middleware: [auth] }, async (c) =>
      c.json(ok("Data export retrieved successfully.", await latestExport(db, c.get("user").id)), 200),
    )
    .openapi({ ...routes.showExport, middleware: [auth] }, async (c) =>
      c.json(ok("Data export retrieved successfully.", await findExport(db, c.get("user").id, c.req.valid("param").id)), 200),
    )
    .openapi({ ...routes.downloadExport, middleware: [auth] }, async (c) => {
      const { zip, filename } = await exportZip(db, c.get("user").id, c.req.valid("param").id);
      return c.body(new Uint8Array(zip), 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      });
    });
}
