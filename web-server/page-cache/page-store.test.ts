import { metrics } from "../../lib/server/metrics";
import { countedPageStore, memoryPageStore } from "./page-store";

const page = (n: number) => ({ html: `<p>${n}</p>`, nonce: `N${n}` });

afterEach(() => jest.restoreAllMocks());

describe("the memory page store", () => {
  it("drops the least recently used page once full: a page read is kept over one only written", async () => {
    const store = memoryPageStore(2);
    await store.set("compliment:1", page(1));
    await store.set("compliment:2", page(2));
    expect(await store.get("compliment:1")).toEqual(page(1));
    await store.set("compliment:3", page(3));
    expect(await store.get("compliment:2")).toBeUndefined();
    expect(await store.get("compliment:1")).toEqual(page(1));
    expect(await store.get("compliment:3")).toEqual(page(3));
  });

  it("forgets a page ten minutes after it was written, and rewriting a page does not evict another", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    const store = memoryPageStore(2);
    await store.set("build:1:/", page(1));
    await store.set("build:1:/", page(2));
    await store.set("build:1:/login", page(3));
    expect(await store.get("build:1:/")).toEqual(page(2));
    now.mockReturnValue(1_000_000 + 600_000);
    expect(await store.get("build:1:/login")).toEqual(page(3));
    now.mockReturnValue(1_000_000 + 600_001);
    expect(await store.get("build:1:/login")).toBeUndefined();
  });

  it("deletes by key, and forgets everything when it may have missed a change", async () => {
    const store = memoryPageStore();
    await store.set("compliment:1", page(1));
    await store.set("compliment:2", page(2));
    await store.delete(["compliment:1"]);
    expect(await store.get("compliment:1")).toBeUndefined();
    store.forgetLocal();
    expect(await store.get("compliment:2")).toBeUndefined();
  });
});

it("counts hits, misses and fills by the kind of page, never by its code", async () => {
  const count = async (name: string, kind: string) =>
    (await metrics.registry.getSingleMetric(name)!.get()).values.find((v) => v.labels.page === kind)?.value ?? 0;
  const before = await Promise.all([count("page_cache_hits_total", "compliment"), count("page_cache_misses_total", "compliment")]);
  const store = countedPageStore(memoryPageStore());
  await store.get("compliment:12345678");
  await store.set("compliment:12345678", page(1));
  await store.get("compliment:12345678");
  expect(await count("page_cache_hits_total", "compliment")).toBe(before[0] + 1);
  expect(await count("page_cache_misses_total", "compliment")).toBe(before[1] + 1);
  expect(await count("page_cache_fills_total", "compliment")).toBeGreaterThanOrEqual(1);
  expect(await metrics.registry.metrics()).not.toContain("12345678");
});
