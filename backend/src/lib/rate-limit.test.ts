import { ApiError } from "./errors";
import { limiterFactory } from "./rate-limit";

const limit = { points: 2, duration: 60, message: "Too many tries. Please try again in :seconds seconds." };

describe("limiterFactory", () => {
  it("gives one count to every limiter asked for by the same name", async () => {
    const limiter = limiterFactory();
    const [one, two] = [limiter("tries", limit), limiter("tries", { ...limit })];
    await one.hit("user-1");
    await two.hit("user-1");
    await expect(one.hit("user-1")).rejects.toMatchObject({ status: 429 });
    await expect(limiter("other", limit).hit("user-1")).resolves.toBeUndefined();
  });

  it("refuses a second, different definition of a name", () => {
    const limiter = limiterFactory();
    limiter("tries", limit);
    expect(() => limiter("tries", { ...limit, points: 3 })).toThrow('The "tries" limit is defined twice, differently.');
  });

  it("does not count a refused reservation, so refusals never keep a key locked", async () => {
    const tries = limiterFactory()("tries", limit);
    await tries.reserve("user-1");
    await tries.reserve("user-1");
    for (let i = 0; i < 5; i++) await expect(tries.reserve("user-1")).rejects.toMatchObject({ status: 429 });
    await tries.reward("user-1");
    await tries.reserve("user-1");
    await expect(tries.hit("user-1")).rejects.toMatchObject({ status: 429 });
  });

  it("gives back a point with reward", async () => {
    const tries = limiterFactory()("tries", limit);
    await tries.hit("user-1");
    await tries.hit("user-1");
    await tries.reward("user-1");
    await tries.hit("user-1");
    await expect(tries.hit("user-1")).rejects.toBeInstanceOf(ApiError);
  });

  it("gives back with giveBack only what the window still counts, so a key never gains points", async () => {
    const tries = limiterFactory()("tries", limit);
    await tries.giveBack("user-1"); // nothing counted: nothing to give back
    await tries.hit("user-1");
    await tries.giveBack("user-1");
    await tries.giveBack("user-1");
    await tries.hit("user-1");
    await tries.hit("user-1");
    await expect(tries.hit("user-1")).rejects.toMatchObject({ status: 429 });
  });
});
