import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { ok } from "../../lib/envelope";
import { createRouter } from "../../lib/router";
import { codeMisses } from "../compliments/code-misses";
import { sendingLimit } from "../conversations/sending-limit";
import * as routes from "./reveal.routes";
import { listShownSignatures } from "./signature-pages";
import { thankSigners } from "./thank-signers";

/** The recipient's moment: a closed group compliment's signatures, page by page, and "Thank everyone". */
export function revealRouter(deps: AppDeps) {
  const sending = sendingLimit(deps.limiter);
  return createRouter()
    .openapi({ ...routes.listSignatures, middleware: [codeMisses(deps), optionalAuth(deps)] }, async (c) => {
      const data = await listShownSignatures(deps, c.req.valid("param").code, c.req.valid("query").cursor);
      return c.json(ok("Signatures retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.sendThanks, middleware: [requireAuth(deps)] }, async (c) => {
      const user = c.get("user").id;
      await sending.hit(String(user));
      const data = await thankSigners(deps, user, c.req.valid("param").code, c.req.valid("json").message);
      return c.json(ok("Thanks sent.", data), 201);
    });
}
