import { unsubscribeAddress } from "@/lib/api/delivery-links";
import { env } from "@/lib/env";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The `List-Unsubscribe` URL of a delivery mail (RFC 8058): a mail program POSTs
 * `List-Unsubscribe=One-Click` without cookies and from no page of ours, so unlike the forwarder
 * this answers any origin; the signed token alone is the credential, and the body is not read.
 */
export async function POST(request: Request) {
  const { status, body } = await unsubscribeAddress(tokenOf(request));
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** A program that opens the URL instead gets the page, whose button asks first: a GET changes nothing. */
export function GET(request: Request) {
  return Response.redirect(new URL(`/unsubscribe?${new URLSearchParams({ token: tokenOf(request) })}`, env.APP_URL), 303);
}
