import { adRowsSchema, complimentMessages, editComplimentFormSchema, NO_AD } from "./compliment";
import { enteredComplimentCode, normalizeCode } from "./code";
import { codeMessages } from "./messages";

describe("ad rows of the compliment forms", () => {
  it("names each empty row and the list, and answers the chosen ids", () => {
    const empty = adRowsSchema.safeParse([{ adId: 3 }, { adId: "" }]);
    expect(empty.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[1, "adId"], complimentMessages.selectAd],
      [[], complimentMessages.selectAllAds],
    ]);
    expect(adRowsSchema.parse([{ adId: 3 }, { adId: 4 }])).toEqual([3, 4]);
  });

  it("takes 'No ad' as a choice of the only row, answering no ads", () => {
    expect(adRowsSchema.parse([{ adId: NO_AD }])).toEqual([]);
    expect(editComplimentFormSchema.parse({ to: "Ann Lee", compliment: "Fixed a typo", note: "", ads: [{ adId: NO_AD }] })).toMatchObject({
      ads: [],
    });
  });

  it("keeps the spec's messages for 'No ad' beside other rows and for an unchosen row", () => {
    const issues = (rows: Array<{ adId: number | "" | typeof NO_AD }>) =>
      adRowsSchema.safeParse(rows).error?.issues.map((i) => [i.path, i.message]);
    expect(issues([{ adId: NO_AD }, { adId: 4 }])).toEqual([
      [[0, "adId"], complimentMessages.selectAd],
      [[], complimentMessages.selectAllAds],
    ]);
    expect(issues([{ adId: 4 }, { adId: NO_AD }])).toEqual([
      [[1, "adId"], complimentMessages.selectAd],
      [[], complimentMessages.selectAllAds],
    ]);
    expect(issues([{ adId: "" }])).toEqual([
      [[0, "adId"], complimentMessages.selectAd],
      [[], complimentMessages.selectAllAds],
    ]);
  });

  it("sends a blank note as no note with the ads", () => {
    expect(editComplimentFormSchema.parse({ to: "Ann Lee", compliment: "Thank you kindly", note: " ", ads: [{ adId: 2 }] })).toEqual({
      to: "Ann Lee",
      compliment: "Thank you kindly",
      note: null,
      ads: [2],
    });
  });
});

describe("compliment codes as people write them", () => {
  it.each(["83816592", "8381 6592", "8381-6592", "8381.6592", " 8381 – 6592 ", "8381\u00a06592", "83 81 65 92"])(
    "reads %j as 83816592",
    (typed) => {
      expect(normalizeCode(typed)).toBe("83816592");
      expect(enteredComplimentCode.parse(typed)).toBe("83816592");
    },
  );

  it.each(["8381 659", "8381 65921", "8381_6592", "8381/6592", "abcd efgh", ""])(
    "keeps the 8-digit rule and its message for %j",
    (typed) => {
      expect(enteredComplimentCode.safeParse(typed).error?.issues.map((i) => i.message)).toEqual([codeMessages.invalid]);
    },
  );
});
