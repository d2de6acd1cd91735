import "server-only";
import { getOrganiserSigning } from "@/lib/api/signing";
import type { Compliment } from "@/lib/api/shapes";
import { getBackendToken } from "@/lib/auth/session";
import { SigningPanel } from "./signing-panel";

/** The organiser's signing panel of their own group compliment, read on the server; nothing for any other compliment. */
export async function OrganiserSigning({ compliment }: { compliment: Pick<Compliment, "code" | "to" | "signing"> }) {
  const token = await getBackendToken();
  if (!compliment.signing || !token) return null;
  const signing = await getOrganiserSigning(compliment.code, token);
  return <SigningPanel code={compliment.code} to={compliment.to} initial={signing} />;
}
