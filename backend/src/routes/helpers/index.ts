import type { AppDeps } from "../../deps";
import { ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import * as routes from "./helpers.routes";
import { listCountries, listStates } from "./list-places";

/** Read on every load of the profile editor and hardly ever changed. */
const cached = { "Cache-Control": "public, max-age=86400" };

export function helpersRouter({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.listCountries, async (c) =>
      c.json(ok("Countries retrieved successfully.", { data: await listCountries(db) }), 200, cached),
    )
    .openapi(routes.listStates, async (c) => {
      const data = await listStates(db, c.req.valid("param").country);
      return c.json(ok("States retrieved successfully.", { data }), 200, cached);
    });
}
