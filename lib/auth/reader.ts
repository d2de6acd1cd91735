import type { Compliment } from "@/lib/api/shapes";
import type { Viewer } from "./session";

/** Who reads a compliment, as far as Claim and Reply care: a guest, its author, its claimer, or anyone else signed in. */
export function readerOf(compliment: Pick<Compliment, "author" | "claimedBy">, viewer: Viewer): "guest" | "author" | "claimer" | "reader" {
  if (viewer.status === "guest") return "guest";
  if (viewer.user.id === compliment.author.id) return "author";
  return compliment.claimedBy && viewer.user.id === compliment.claimedBy.id ? "claimer" : "reader";
}
