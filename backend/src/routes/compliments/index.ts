import type { AppDeps } from "../../deps";
import { optionalAuth, refuseUnverified, requireAuth, requireVerified } from "../../lib/auth";
import { done, ok } from "../../lib/envelope";
import { pageRequest } from "../../lib/pagination";
import { tooManyMessage } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { sendingLimit } from "../conversations/sending-limit";
import { deliveryScheduler } from "../deliveries/schedule";
import { claimCompliment } from "./claim-compliment";
import { codeMisses } from "./code-misses";
import * as routes from "./compliments.routes";
import { createCompliment } from "./create-compliment";
import { deleteCompliment } from "./delete-compliment";
import { complimentFinder } from "./find-compliment";
import { guestAnswers } from "./guest-answers";
import { findOwnCompliment } from "./find-own-compliment";
import { listClaimedCompliments, listOwnCompliments } from "./list-compliments";
import { announceMessage, announceRead } from "../conversations/announce";
import { replyToCompliment, sendReply } from "./reply-to-compliment";
import { updateCompliment } from "./update-compliment";

const COMPLIMENTS_PER_PAGE = 5;
const HOUR = 60 * 60;

export function complimentsRouter(deps: AppDeps) {
  const { limiter } = deps;
  const auth = requireAuth(deps);
  const misses = codeMisses(deps);
  const writing = limiter("compliments", { points: 30, duration: HOUR, message: tooManyMessage("compliments") });
  const claimsByUser = limiter("claims", { points: 10, duration: HOUR, message: tooManyMessage("claims") });
  const claimAttempts = limiter("claim-attempts", {
    points: 20,
    duration: HOUR,
    message: tooManyMessage("claim attempts on this compliment"),
  });
  const sending = sendingLimit(limiter);
  const findByCode = complimentFinder(deps);
  const guests = guestAnswers(deps);
  const writer = { ...deps, deliveries: deliveryScheduler(deps) };

  return createRouter()
    .openapi({ ...routes.showByCode, middleware: [misses, optionalAuth(deps)] }, async (c) => {
      const { code } = c.req.valid("param");
      const [viewer, deviceId] = [c.get("viewer"), c.req.valid("query").device_id];
      const plainGuest = !viewer && deviceId === undefined;
      const data = (plainGuest && guests.get(code)) || (await findByCode(code, viewer, deviceId));
      if (plainGuest) guests.set(code, data);
      return c.json(ok("Compliment retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.showOwn, middleware: [auth] }, async (c) => {
      const data = await findOwnCompliment(deps, c.get("user").id, c.req.valid("param").code);
      return c.json(ok("Compliment retrieved successfully.", data), 200);
    })
    .openapi({ ...routes.createCompliment, middleware: [auth, requireVerified] }, async (c) => {
      const author = c.get("user").id;
      await writing.hit(String(author));
      const data = await createCompliment(writer, author, c.req.valid("json"));
      return c.json(ok("Compliment created successfully.", data), 201);
    })
    .openapi({ ...routes.listCompliments, middleware: [auth] }, async (c) => {
      const { other, ...query } = c.req.valid("query");
      const list = other ? listClaimedCompliments : listOwnCompliments;
      return c.json(await list(deps, c.get("user").id, pageRequest(query, COMPLIMENTS_PER_PAGE)), 200);
    })
    .openapi({ ...routes.updateCompliment, middleware: [auth] }, async (c) => {
      const changes = c.req.valid("json");
      const delivering = [changes.recipient_email, changes.deliver_at, changes.remind].some((field) => field !== undefined);
      if (delivering) refuseUnverified(c.get("user"));
      const data = await updateCompliment(writer, c.get("user").id, c.req.valid("param").id, changes);
      return c.json(ok("Compliment updated successfully.", data), 200);
    })
    .openapi({ ...routes.deleteCompliment, middleware: [auth] }, async (c) => {
      await deleteCompliment(writer, c.get("user").id, c.req.valid("param").id);
      return c.json(done("Compliment deleted successfully."), 200);
    })
    .openapi({ ...routes.claimCompliment, middleware: [auth] }, async (c) => {
      const claimer = c.get("user").id;
      await claimsByUser.hit(String(claimer));
      await claimCompliment({ ...deps, attempts: claimAttempts }, claimer, c.req.valid("param").id);
      return c.json(done("Compliment claimed successfully."), 200);
    })
    .openapi({ ...routes.complimentConversation, middleware: [auth] }, async (c) => {
      const page = c.req.valid("query").page ?? 1;
      const read = await replyToCompliment(deps, c.get("user").id, c.req.valid("param").id, page);
      if (page === 1) await announceRead(deps, c.get("user").id);
      return c.json(read, 200);
    })
    .openapi({ ...routes.openConversation, middleware: [auth] }, async (c) => {
      const read = await replyToCompliment(deps, c.get("user").id, c.req.valid("param").id, 1);
      await announceRead(deps, c.get("user").id);
      return c.json(read, 200);
    })
    .openapi({ ...routes.replyWithMessage, middleware: [auth] }, async (c) => {
      const sender = c.get("user").id;
      await sending.hit(String(sender));
      const sent = await sendReply(deps, sender, c.req.valid("param").id, c.req.valid("json").message);
      await announceMessage(deps, sent.conversation_id, sender);
      return c.json(ok("Message sent successfully", sent), 201);
    });
}
