import type { NextRequest } from "next/server";
import { BackendError, backendJson, clientAddress } from "@/lib/api/client";
import { getBackendToken } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { userStreamHub } from "@/lib/events/user-streams";
import { OTHER_SITE } from "@/common/messages";

export const dynamic = "force-dynamic";

/** A stream ends after this long and the page opens a new one, so a session that ended meanwhile is refused within this time. */
const STREAM_MS = 10 * 60_000;
/** Comments keep proxies from closing an idle stream, and let the page notice a dead one (it gives up after 60 s of silence). */
const PING_MS = 25_000;
/** Events waiting for a page that does not read them: past this many it is ended (it reconnects and asks again). */
const QUEUED_EVENTS = 32;
/** How long a request waits for this process's stream from the backend (a web server just started). */
const LIVE_WAIT_MS = 3000;
/** When a page refused for holding too many streams may try again: the others it holds seldom end sooner. */
const TOO_MANY_RETRY_S = 60;

const refuse = (status: number, message: string, retryAfter?: number) =>
  Response.json(
    { success: false, message },
    { status, headers: { "Cache-Control": "private, no-store", ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}) } },
  );

/**
 * A signed-in page's one event stream (lib/client/events.ts): its user's unread count at once,
 * then `message` (a new message in one of their conversations) and `unread` (their new count) as
 * they happen. The session's token stays here; the backend's check of it names the user. A session
 * or an address holding its share of streams (lib/events/user-streams.ts) is refused with 429, a
 * full process with 503; the page then polls slowly and tries again after Retry-After.
 */
export async function GET(request: NextRequest) {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return refuse(403, OTHER_SITE);
  const token = await getBackendToken();
  if (!token) return refuse(401, "Unauthenticated.");
  const hub = userStreamHub(env.API_URL, env.INTERNAL_TOKEN, env.STREAMS_PER_ADDRESS);
  if (!(await hub.whenLive(LIVE_WAIT_MS))) return refuse(503, "Events are not available right now.", 30);
  let user: { user_id: number; verified: boolean; unread: number };
  try {
    user = await backendJson("/internal/user-stream", { token, signal: request.signal });
  } catch (error) {
    if (error instanceof BackendError) return error.status === 401 ? refuse(401, error.message) : refuse(503, error.message, 30);
    throw error;
  }

  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const end = () => {
    if (ended) return;
    ended = true;
    timers.forEach(clearTimeout);
    leave();
    try {
      controller?.close();
    } catch {
      // already closed by the reader going away
    }
  };
  const write = (text: string) => {
    if (ended || !controller) return;
    if ((controller.desiredSize ?? 0) <= 0) return end();
    controller.enqueue(encoder.encode(text));
  };
  const owner = {
    userId: user.user_id,
    session: token,
    address: clientAddress(request.headers.get("x-forwarded-for")) ?? "",
    verified: user.verified,
  };
  const opened = hub.open(owner, { send: (event, data) => write(`event: ${event}\ndata: ${data}\n\n`), close: end });
  if (opened === "busy") return refuse(503, "Too many open pages right now.", 30);
  if (opened === "too-many") return refuse(429, "Too many open pages: live updates resume when one closes.", TOO_MANY_RETRY_S);
  const leave = opened;

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        write(`event: unread\ndata: ${JSON.stringify({ count: user.unread })}\n\nevent: ready\ndata: {}\n\n`);
        timers.push(
          setInterval(() => write(": ping\n\n"), PING_MS),
          setTimeout(end, STREAM_MS),
        );
        request.signal.addEventListener("abort", end, { once: true });
      },
      cancel: end,
    },
    { highWaterMark: QUEUED_EVENTS },
  );
  return new Response(body, {
    // no-transform: the server's compression must not hold events back.
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "private, no-store, no-transform", "X-Accel-Buffering": "no" },
  });
}
