import { CARD_TEXT_PT, cardCqw, chooseCut, cutPoints, estimateFit, fitText, lastFitting, paragraphsOf } from "./card-text-fit";

const letter = [
  "When I started on the team in March I knew nobody, and you were the first person who asked how I was really doing.",
  "You showed me where everything was, introduced me to the night shift, and sat with me through my first difficult call.",
].join("\n\n");

describe("the card's text sizes", () => {
  it("run from 14 pt down to 9 pt, as shares of the 148 mm card", () => {
    expect(CARD_TEXT_PT[0]).toBe(14);
    expect(CARD_TEXT_PT.at(-1)).toBe(9);
    // 9 pt is 3.175 mm: 2.145 % of 148 mm.
    expect(cardCqw(9)).toBeCloseTo(2.145, 3);
  });
});

describe("cutPoints", () => {
  it("ends after whole words, with an ellipsis unless the word ends a sentence", () => {
    const cuts = cutPoints("You listened, always. Thank you (truly!) for it");
    expect(cuts.map((c) => c.text)).toEqual([
      "You…",
      "You listened…",
      "You listened, always.",
      "You listened, always. Thank…",
      "You listened, always. Thank you…",
      "You listened, always. Thank you (truly!)",
      "You listened, always. Thank you (truly!) for…",
      "You listened, always. Thank you (truly!) for it…",
    ]);
    expect(cuts.filter((c) => c.sentence).map((c) => c.text.length)).toEqual([21, 40]);
  });
});

describe("chooseCut", () => {
  const cuts = cutPoints("One two three four five six seven eight nine ten. Eleven twelve thirteen fourteen");

  it("ends on the last sentence that keeps most of the room", () => expect(chooseCut(cuts, 10)).toEqual(cuts[9]));

  it("ends on a word when the last sentence would leave much of the room empty", () => {
    expect(chooseCut(cuts, 11)?.text).toBe("One two three four five six seven eight nine ten. Eleven twelve…");
    expect(chooseCut(cuts, 3)?.text).toBe("One two three four…");
  });
});

describe("lastFitting", () => {
  it("finds the last cut that fits by halving", () => {
    const cuts = cutPoints("a b c d e f g h i j");
    const tried: number[] = [];
    const last = lastFitting(cuts, (cut) => (tried.push(cut.text.length), cut.text.length <= 12));
    expect(cuts[last]?.text).toBe("a b c d e f…");
    expect(tried.length).toBeLessThanOrEqual(4);
    expect(lastFitting(cuts, () => false)).toBe(-1);
  });
});

describe("fitText", () => {
  it("takes the largest size that fits", () => {
    expect(fitText(letter, (_, pt) => pt <= 11, "measured")).toEqual({ step: 3, cut: null, how: "measured" });
  });

  it("cuts at the smallest size when nothing fits whole, and keeps one word in a box too small for any", () => {
    const fit = fitText(letter, (shown, pt) => pt === 9 && shown.length <= 130, "measured");
    expect(fit).toMatchObject({ step: CARD_TEXT_PT.length - 1, cut: { sentence: true } });
    expect(fit.cut?.text).toBe(letter.slice(0, letter.indexOf("doing.") + "doing.".length));
    expect(fitText(letter, () => false, "measured").cut?.text).toBe("When…");
  });
});

describe("estimateFit", () => {
  it("sets a short compliment at 14 pt", () => expect(estimateFit("You made my week brighter.")).toMatchObject({ step: 0, cut: null }));

  it("sets longer ones smaller, and cuts the longest at 9 pt on a sentence or a word", () => {
    const long = `${letter}\n\n${letter}`;
    const sizes = [long, `${long}\n\n${letter}`].map((text) => CARD_TEXT_PT[estimateFit(text).step]);
    expect(sizes[0]).toBeLessThan(14);
    expect(sizes[1]).toBeLessThan(sizes[0]!);
    const longest = estimateFit(`${long}\n\n`.repeat(4).trim());
    expect(longest.step).toBe(CARD_TEXT_PT.length - 1);
    expect(longest.cut?.text.length).toBeGreaterThan(400);
    expect(longest.cut?.text).toMatch(/(\.|\w…)$/);
  });
});

describe("paragraphsOf", () => {
  it("splits at blank lines only", () => expect(paragraphsOf("a\nb\n\nc\n \nd")).toEqual(["a\nb", "c", "d"]));
});
