import type { AppDeps } from "../../deps";
import { optionalAuth, requireAuth } from "../../lib/auth";
import { clientKey } from "../../lib/client-ip";
import { done, ok } from "../../lib/envelope";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { sendingLimit } from "../conversations/sending-limit";
import { addressHash } from "../deliveries/tokens";
import { organiser } from "./organiser";
import { requestEmailCode, sign, signingPage } from "./sign";
import * as routes from "./signing.routes";

const HOUR = 60 * 60;

/** Group compliments (issue 33): the signing page and signing by its link, and the organiser's side by the code. */
export function signingRouter(deps: AppDeps) {
  const { config, limiter } = deps;
  const auth = requireAuth(deps);
  const codesPerAddress = limiter("signing-codes", { points: 3, duration: HOUR, message: tooManyMessage("codes for this address") });
  const codesPerClient = limiter("signing-codes-client", { points: 20, duration: HOUR, message: tooManyMessage("codes") });
  const guestSignatures = limiter("guest-signatures", { points: 10, duration: HOUR, message: tooManyMessage("signatures") });
  const sending = sendingLimit(limiter);
  const organiserSide = organiser(deps);
  const view = (message: string, data: Awaited<ReturnType<typeof organiserSide.show>>) => ok(message, data);

  return createRouter()
    .openapi({ ...routes.showSigningPage, middleware: [optionalAuth(deps)] }, async (c) => {
      const data = await signingPage(deps, c.req.valid("param").token, c.get("viewer")?.id ?? null);
      return c.json(ok("Signing page retrieved successfully.", data), 200);
    })
    .openapi(routes.requestEmailCode, async (c) => {
      const { email } = c.req.valid("json");
      await codesPerClient.hit(clientKey(c, config.trustedProxies));
      await codesPerAddress.hit(addressHash(email));
      await requestEmailCode(deps, c.req.valid("param").token, email);
      return c.json(done("We sent a code to this address."), 202);
    })
    .openapi({ ...routes.createSignature, middleware: [optionalAuth(deps)] }, async (c) => {
      const viewer = c.get("viewer");
      if (viewer) await sending.hit(String(viewer.id));
      else await guestSignatures.hit(clientKey(c, config.trustedProxies));
      const { signature, created } = await sign(deps, c.req.valid("param").token, viewer, c.req.valid("json"));
      return created
        ? c.json(ok("Signature added successfully.", signature), 201)
        : c.json(ok("Signature updated successfully.", signature), 200);
    })
    .openapi({ ...routes.showSigning, middleware: [auth] }, async (c) =>
      c.json(view("Signing retrieved successfully.", await organiserSide.show(c.get("user").id, c.req.valid("param").code)), 200),
    )
    .openapi({ ...routes.updateSigning, middleware: [auth] }, async (c) => {
      const data = await organiserSide.update(c.get("user").id, c.req.valid("param").code, c.req.valid("json"));
      return c.json(view("Signing updated successfully.", data), 200);
    })
    .openapi({ ...routes.closeSigning, middleware: [auth] }, async (c) =>
      c.json(view("Signing closed.", await organiserSide.close(c.get("user").id, c.req.valid("param").code)), 200),
    )
    .openapi({ ...routes.replaceLink, middleware: [auth] }, async (c) =>
      c.json(view("New signing link made.", await organiserSide.replaceLink(c.get("user").id, c.req.valid("param").code)), 200),
    )
    .openapi({ ...routes.turnOffLink, middleware: [auth] }, async (c) => {
      const data = await organiserSide.replaceLink(c.get("user").id, c.req.valid("param").code, { off: true });
      return c.json(view("Signing link turned off.", data), 200);
    })
    .openapi({ ...routes.hideSignature, middleware: [auth] }, async (c) => {
      const { code, id } = c.req.valid("param");
      const data = await organiserSide.hide(c.get("user").id, code, id, c.req.valid("json").hidden);
      return c.json(view(data.signatures.find((s) => s.id === id)?.hidden ? "Signature hidden." : "Signature shown.", data), 200);
    })
    .openapi({ ...routes.removeSignature, middleware: [auth] }, async (c) => {
      const { code, id } = c.req.valid("param");
      return c.json(view("Signature removed.", await organiserSide.remove(c.get("user").id, code, id)), 200);
    });
}
