import "server-only";
import { getSigningInvitations } from "@/lib/api/signing-invitations";
import { getBackendToken } from "@/lib/auth/session";
import { InvitationsPanel } from "./invitations-panel";

/**
 * The organiser's invitations to sign their group compliment, read on the server; nothing for any
 * other compliment (the backend's 404). Once the compliment JSON carries `signing`, render this
 * only where it is not null.
 */
export async function OrganiserInvitations({ code }: { code: string }) {
  const token = await getBackendToken();
  const invitations = token ? await getSigningInvitations(code, token) : null;
  return invitations && <InvitationsPanel code={code} {...invitations} />;
}
