import { until } from "@/lib/testing/until";
import { followComplimentEvents } from "./compliment-events";
import { testNetwork } from "./test-network";

const apiUrl = "http://backend.test";

it("reads the backend's events however the stream splits them: mid-field, mid-data, between the two newlines", async () => {
  const network = testNetwork({ apiUrl, selfUrl: "http://self.test" });
  const changed: string[][] = [];
  let lives = 0;
  const events = followComplimentEvents(
    apiUrl,
    "t".repeat(32),
    { onChanged: (codes) => changed.push(codes), onLive: () => lives++ },
    network.fetch,
  );
  await until(() => network.sent.length === 1, "the stream's request");
  for (const chunk of [
    "event: re",
    "ady\ndata: {}\n",
    "\n: ping\n\nevent: chan",
    'ged\ndata: {"codes":["1234',
    '5678","87654321"]}\n\nevent: changed\n',
    'data: {"codes":[]}\n\n',
  ])
    network.write(chunk);
  // Events are read in order: once the last one is in, so is everything before it.
  await until(() => changed.length === 2, "the last event");
  expect(lives).toBe(1);
  expect(events.live).toBe(true);
  expect(changed).toEqual([["12345678", "87654321"], []]);
  expect(network.sent[0]!.headers.get("authorization")).toBe(`Bearer ${"t".repeat(32)}`);
  events.close();
});

it("is live only once the backend said ready, and not after the stream ends", async () => {
  const network = testNetwork({ apiUrl, selfUrl: "http://self.test" });
  const changed: string[][] = [];
  let lives = 0;
  const events = followComplimentEvents(
    apiUrl,
    undefined,
    { onChanged: (codes) => changed.push(codes), onLive: () => lives++ },
    network.fetch,
  );
  await until(() => network.sent.length === 1, "the stream's request");
  network.write('event: changed\ndata: {"codes":["12345678"]}\n\n');
  await until(() => changed.length === 1, "the change");
  expect(events.live).toBe(false);
  network.write("event: ready\ndata: {}\n\n");
  await until(() => lives === 1, "ready");
  expect(events.live).toBe(true);
  events.close();
  await until(() => !events.live, "the stream's end");
});
