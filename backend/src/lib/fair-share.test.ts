import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { until } from "@/lib/testing/until";
import { oneUserAtATime } from "./fair-share";

/** An app whose one route holds each request until the test lets it go, counting those running. */
function heldApp(perUser: number) {
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  const gates: Array<() => void> = [];
  const app = new Hono().use(oneUserAtATime(perUser)).get("/", async (c) => {
    const who = c.req.header("Authorization") ?? "guest";
    running.set(who, (running.get(who) ?? 0) + 1);
    most.set(who, Math.max(most.get(who) ?? 0, running.get(who)!));
    await new Promise<void>((resolve) => gates.push(resolve));
    running.set(who, running.get(who)! - 1);
    return c.text("done");
  });
  const request = (headers: Record<string, string>) => Promise.resolve(app.request("/", { headers }));
  /** Lets the requests held so far go. */
  const open = () => gates.splice(0).forEach((go) => go());
  return { request, running, most, open };
}

it("runs at most perUser requests of one token at once, while other users and guests go straight through", async () => {
  const app = heldApp(3);
  const heavy = Array.from({ length: 8 }, () => app.request({ Authorization: "Bearer heavy" }));
  const light = app.request({ Authorization: "Bearer light" });
  const guests = Array.from({ length: 5 }, () => app.request({}));
  // Requests reach the middleware in the order sent: once the later ones run, every heavy one has had its turn to start.
  await until(() => app.running.get("Bearer light") === 1 && app.running.get("guest") === 5, "the light user's and the guests' requests");
  expect(app.running.get("Bearer heavy")).toBe(3);
  let answers: Response[] | undefined;
  void Promise.all([...heavy, light, ...guests]).then((all) => (answers = all));
  // Each round lets those held go; the heavy ones waiting their turn come in then, and are held in turn.
  for (let i = 0; i < 100 && !answers; i++) {
    app.open();
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(answers?.map((res) => res.status)).toEqual(Array(14).fill(200));
  expect(app.most.get("Bearer heavy")).toBe(3);
});

it("lets an event stream go once its headers are out, however long it stays open", async () => {
  const app = new Hono()
    .use(oneUserAtATime(1))
    .get("/events", (c) => streamSSE(c, (stream) => new Promise((resolve) => stream.onAbort(resolve))))
    .get("/", (c) => c.text("done"));
  const headers = { Authorization: "Bearer tab" };
  const streams = await Promise.all(Array.from({ length: 3 }, () => Promise.resolve(app.request("/events", { headers }))));
  expect(streams.map((res) => res.headers.get("Content-Type"))).toEqual(Array(3).fill("text/event-stream"));
  const plain = await app.request("/", { headers });
  expect(await plain.text()).toBe("done");
  await Promise.all(streams.map((res) => res.body?.cancel()));
});
