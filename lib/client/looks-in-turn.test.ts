import { looksInTurn } from "./looks-in-turn";

/** A look whose answers the test gives, one by one, in the order the looks went out. */
function heldLooks<T>() {
  const out: ((answer: T) => void)[] = [];
  return {
    look: () => new Promise<T>((resolve) => out.push(resolve)),
    out,
    /** Answers the oldest look still out, and lets what follows from it run. */
    answer: async (answer: T) => {
      out.shift()?.(answer);
      await jest.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("sends no second look while one is out, and the answer of the later one is the one that stays", async () => {
  const looks = heldLooks<string>();
  const used: string[] = [];
  const { ask } = looksInTurn(looks.look, (answer) => (used.push(answer), answer !== "no answer"), { firstMs: 3000, maxMs: 30_000 });

  ask();
  ask(); // a message is heard while the first look is out: it is not sent beside it…
  ask();
  expect(looks.out).toHaveLength(1);

  // …so the first look's answer, a failure, cannot land after the newer one's.
  await looks.answer("no answer");
  expect(looks.out).toHaveLength(1); // the looks asked for meanwhile go out as one, at once
  await looks.answer("the new message");
  expect(used).toEqual(["no answer", "the new message"]);

  await jest.advanceTimersByTimeAsync(60_000);
  expect(looks.out).toHaveLength(0); // answered: nothing is tried again
});

it("tries a look that got no answer again after 3 s, doubling up to 30 s, and starts at 3 s again once answered", async () => {
  const looks = heldLooks<boolean>();
  looksInTurn(looks.look, (answered) => answered, { firstMs: 3000, maxMs: 30_000 }).ask();

  const nextLookAfter = async () => {
    await looks.answer(false);
    for (let ms = 0; ; ms += 1000) {
      if (looks.out.length) return ms;
      await jest.advanceTimersByTimeAsync(1000);
    }
  };
  const waits = [];
  for (let i = 0; i < 6; i++) waits.push(await nextLookAfter());
  expect(waits).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);

  await looks.answer(true);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(looks.out).toHaveLength(0);
});

it("uses no answer that comes after stop, and tries nothing again", async () => {
  const looks = heldLooks<boolean>();
  const used: boolean[] = [];
  const { ask, stop } = looksInTurn(looks.look, (answered) => (used.push(answered), answered), { firstMs: 3000, maxMs: 30_000 });
  ask();
  stop();
  await looks.answer(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(used).toEqual([]);
  expect(looks.out).toHaveLength(0);
});

it("without retry waits, a look that got no answer waits for the next ask", async () => {
  const looks = heldLooks<boolean>();
  const { ask } = looksInTurn(looks.look, (answered) => answered);
  ask();
  await looks.answer(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(looks.out).toHaveLength(0);
  ask();
  expect(looks.out).toHaveLength(1);
});
