import { z } from "./zod";
import { deliveryFields } from "./delivery";
import { signingFields } from "./signing";
import { noControlCharacters, type TextKind } from "./text";

export const complimentMessages = {
  toRequired: "Recipient name is required.",
  toInvalid: "Recipient name must be 3-30 characters and not just numbers.",
  textRequired: "Compliment cannot be empty.",
  textInvalid: "Compliment must be 3-2000 characters and not just numbers.",
  noteInvalid: "Note must be 3-200 characters and not just numbers.",
  selectAllAds: "Please select all ads",
  selectAd: "Please select an ad for this dropdown.",
  keptTo: "This compliment has been kept by its recipient, so its recipient can no longer be changed.",
  keptText: "This compliment has been kept by its recipient, so its text can no longer be changed.",
} as const;

const DIGITS_ONLY = /^\d+$/;

/**
 * Trimmed text of `min`-`max` characters that is not only digits, without control characters
 * (`label` names the field in that message); empty is reported as `required`.
 */
const text = (min: number, max: number, required: string | undefined, invalid: string, [label, kind]: [string, TextKind]) =>
  z
    .string({ error: required ?? invalid })
    .trim()
    .check(noControlCharacters(label, kind), (ctx) => {
      const v = ctx.value;
      if (v.length === 0 && required) ctx.issues.push({ code: "custom", message: required, input: v });
      else if (v.length < min || v.length > max || DIGITS_ONLY.test(v)) ctx.issues.push({ code: "custom", message: invalid, input: v });
    });

const to = text(3, 30, complimentMessages.toRequired, complimentMessages.toInvalid, ["Recipient name", "line"]);
const compliment = text(3, 2000, complimentMessages.textRequired, complimentMessages.textInvalid, ["Compliment", "lines"]);
/** Optional: an empty or blank note is no note. */
const note = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  text(3, 200, undefined, complimentMessages.noteInvalid, ["Note", "lines"]).nullable(),
);
/** Ad ids, each chosen: one message for the list, whichever entry is missing. */
const ads = z
  .array(z.unknown(), { error: complimentMessages.selectAllAds })
  .max(20)
  .refine((ids) => ids.every((id) => Number.isInteger(id) && (id as number) > 0), { error: complimentMessages.selectAllAds })
  .transform((ids) => [...new Set(ids as number[])]);

export const createComplimentSchema = z.object({ to, compliment, note: note.optional() });

/** What `POST /v1/compliments` takes: the compliment, and optionally its delivery by e-mail and signing by others. */
export const createComplimentRequest = createComplimentSchema.extend(deliveryFields).extend(signingFields);

/** Every field optional: the code page saves only `ads`, the delivery panel only the delivery. */
export const updateComplimentSchema = z.object({
  to: to.optional(),
  compliment: compliment.optional(),
  note: note.optional(),
  ads: ads.optional(),
  ...deliveryFields,
});

/** The first ad row's choice of no ad at all: a compliment may carry no offer. */
export const NO_AD = "none";

/**
 * The ad rows of a form (the edit form and the code page's picker): each row must be chosen, with
 * its own message under it and one for the list as a whole. The first row, when it is the only
 * one, may be "No ad" (`NO_AD`), which answers no ads. Answers the chosen ad ids.
 */
export const adRowsSchema = z
  .array(z.object({ adId: z.union([z.number().int().positive(), z.literal(""), z.literal(NO_AD)]) }))
  .check((ctx) => {
    const unchosen = (adId: AdId, i: number) => adId === "" || (adId === NO_AD && (i > 0 || ctx.value.length > 1));
    ctx.value.forEach(({ adId }, i) => {
      if (unchosen(adId, i)) ctx.issues.push({ code: "custom", message: complimentMessages.selectAd, path: [i, "adId"], input: adId });
    });
    if (ctx.value.some(({ adId }, i) => unchosen(adId, i)))
      ctx.issues.push({ code: "custom", message: complimentMessages.selectAllAds, input: ctx.value });
  })
  .transform((rows) => rows.flatMap(({ adId }) => (typeof adId === "number" ? [adId] : [])));
type AdId = number | "" | typeof NO_AD;

/** The edit form: the compliment's fields and its ads, sent together as an update. */
export const editComplimentFormSchema = createComplimentSchema.extend({ ads: adRowsSchema });
/** The code page's picker: its 'Save Ads' sends only the ads. */
export const adsFormSchema = z.object({ ads: adRowsSchema });

export type AdRow = z.input<typeof adRowsSchema>[number];
export type CreateComplimentInput = z.input<typeof createComplimentRequest>;
export type UpdateComplimentInput = z.input<typeof updateComplimentSchema>;
