import { openDelivery } from "@/lib/api/delivery-links";
import { env } from "@/lib/env";
import { SERVER_UNREACHABLE } from "@/common/messages";

/**
 * A delivery mail's button (`${APP_URL}/deliveries/open?token=…`): the backend marks the compliment
 * opened and names its short link, where the reader goes on. The backend's own address stays private.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const next = await openDelivery(token);
  if (!next) {
    return new Response(`${SERVER_UNREACHABLE} Please try again.`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  return Response.redirect(new URL(next, env.APP_URL), 302);
}
