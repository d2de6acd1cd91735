import type { AppDeps } from "../../deps";
import { done } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { findState } from "./find-state";
import * as routes from "./states.routes";

export function statesRouter({ db }: AppDeps) {
  return createRouter().openapi(routes.showState, async (c) => {
    const state = await findState(db, c.req.valid("param").id);
    return c.json({ ...done("State retrieved successfully."), state }, 200);
  });
}
