/**
 * What a refusal means to a screen, named once from its HTTP status: screens branch on these names
 * (and on a refusal's `reason`, where the backend gives one), never on a status number or a message.
 * Both the browser's client (lib/client/api.ts) and the server's (lib/api/client.ts) name refusals here.
 */
export type Outcome =
  /** No answer came (the browser's call only: the network or this site is down). */
  | "no-answer"
  /** 400, or a 4xx named nowhere else: the server refused what was asked, saying why. */
  | "refused"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "invalid"
  | "too-many"
  /** 503: the backend cannot be reached; its message says so. */
  | "unavailable"
  /** Any other 5xx: a fault whose message is not shown as it is. */
  | "failed";

const named: Record<number, Outcome> = {
  0: "no-answer",
  401: "unauthenticated",
  403: "forbidden",
  404: "not-found",
  409: "conflict",
  410: "gone",
  422: "invalid",
  429: "too-many",
  503: "unavailable",
};

/** The outcome of an answer that is not a success. */
export const outcomeOf = (status: number): Outcome => named[status] ?? (status >= 400 && status < 500 ? "refused" : "failed");

/** Whether the server refused the request as asked (a 4xx), so its message speaks to the user (spec §8). */
export const isRefusal = (outcome: Outcome) => outcome !== "no-answer" && outcome !== "unavailable" && outcome !== "failed";
