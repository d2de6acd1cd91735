import "server-only";
import { notFound } from "next/navigation";
import { loadAsUser } from "@/lib/auth/require";
import { complimentCode } from "@/lib/validations/compliment";
import { getCompliment } from "./compliments";

/** A compliment on a signed-in page, as this user may see it; a bad code is the 404 page. */
export async function loadComplimentAsUser(code: string | undefined, page: string) {
  if (!code || !complimentCode.safeParse(code).success) notFound();
  return loadAsUser(`${page}?code=${code}`, (token) => getCompliment(code, token));
}
