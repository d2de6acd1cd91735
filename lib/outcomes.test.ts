import { isRefusal, outcomeOf } from "./outcomes";

test("every status a screen answers has its own name; others fall to refused (4xx) or failed", () => {
  expect([0, 401, 403, 404, 409, 410, 422, 429, 503].map(outcomeOf)).toEqual([
    "no-answer",
    "unauthenticated",
    "forbidden",
    "not-found",
    "conflict",
    "gone",
    "invalid",
    "too-many",
    "unavailable",
  ]);
  expect([400, 413, 418].map(outcomeOf)).toEqual(["refused", "refused", "refused"]);
  expect([500, 502, 504].map(outcomeOf)).toEqual(["failed", "failed", "failed"]);
});

test("a refusal is a 4xx: the server's message speaks to the user; no answer and server faults do not", () => {
  expect([400, 401, 404, 422, 429].map((s) => isRefusal(outcomeOf(s)))).toEqual([true, true, true, true, true]);
  expect([0, 500, 503].map((s) => isRefusal(outcomeOf(s)))).toEqual([false, false, false]);
});
