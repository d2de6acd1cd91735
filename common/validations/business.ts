import { isTimeZone } from "../zoned-time";
import { emailField, isEmailAddress, requiredString } from "./auth";
import { avatarLimits, linksSchema, WEB_ADDRESS } from "./profile";
import { noControlCharacters, type TextKind } from "./text";
import { z } from "./zod";

export const couponMessages = {
  codeRequired: "Enter the coupon code",
  codeTooLong: "A coupon code has 9 characters",
} as const;

/** The till's code field: anything up to 40 characters is looked up (spaces, dashes and dots are ignored there). */
export const couponCodeSchema = z.object({
  code: requiredString(couponMessages.codeRequired, { test: (v) => v.length <= 40, invalid: couponMessages.codeTooLong }),
});

/** An owner adds staff by e-mail address: an account's holder joins at once, anyone else is invited to sign up and join. */
export const addMemberSchema = z.object({ email: emailField });

export type CouponCodeInput = z.infer<typeof couponCodeSchema>;
export type AddMemberInput = z.infer<typeof addMemberSchema>;

/** An owner hands the business over (makes a staff member an owner) or steps down to staff while another owner remains. */
export const memberRoleSchema = z.object({ role: z.enum(["owner", "staff"]) });

/** Closing a business asks for the owner's password again, as deleting an account does. */
export { deleteAccountSchema as closeBusinessSchema, type DeleteAccountInput as CloseBusinessInput } from "./account";

export type MemberRoleInput = z.infer<typeof memberRoleSchema>;

export const redemptionLogMessages = {
  dayInvalid: "Enter a day such as 2027-03-31",
  toBeforeFrom: "The last day must not be before the first",
  codeTooLong: "A search is at most 40 characters",
} as const;

/** A calendar day as a date field sends it: YYYY-MM-DD, one that exists (no 31 April). */
export const isCalendarDay = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m || Number(m[1]) < 1970) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === value;
};

const optionalDay = z
  .string()
  .refine((v) => v === "" || isCalendarDay(v), redemptionLogMessages.dayInvalid)
  .optional();

/**
 * The redemption log's filter: the first and last days (both inclusive, in the shop's time zone)
 * and part of a code, typed as on the coupon or not (spaces, dashes and case do not matter). Every
 * field may be empty: no limit.
 */
export const redemptionLogFilterFields = {
  from: optionalDay,
  to: optionalDay,
  code: z.string().max(40, redemptionLogMessages.codeTooLong).optional(),
};

/** The filter's one cross-field rule: the last day is not before the first. */
export const lastDayNotBeforeFirst = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

export const redemptionLogFilterSchema = z
  .object(redemptionLogFilterFields)
  .refine(lastDayNotBeforeFirst, { path: ["to"], message: redemptionLogMessages.toBeforeFrom });

export type RedemptionLogFilter = z.infer<typeof redemptionLogFilterSchema>;

// ——— Opening a business, and its ads and offers (issue 32) ———

export const businessMessages = {
  nameRequired: "Enter the business's name.",
  nameTooLong: "The name must not be longer than 120 characters.",
  nameTaken: "A business with this name already exists. Choose another name.",
  alreadyOwner: "You already own a business. Open its page to change it.",
  emailRequired: "Enter the business's e-mail address.",
  emailInvalid: "Enter an e-mail address such as shop@example.com.",
  phoneInvalid: "Enter a phone number of 6 to 30 digits, spaces, brackets, dots, dashes or a plus.",
  addressTooLong: "The address must not be longer than 255 characters.",
  websiteInvalid: "Enter a web address such as https://example.com.",
  stateInvalid: "Choose a state from the list.",
  timeZoneRequired: "Choose the business's time zone.",
  timeZoneInvalid: "Choose a time zone from the list.",
  logoTooLarge: "The logo must not be larger than 2 MB.",
  logoNotAnImage: "The logo must be a JPEG, PNG or WebP image.",
  logoTooManyPixels: "The logo must not be larger than 4096 × 4096 pixels.",
  logoMissing: "Choose a picture for the logo.",
  imageTooLarge: "The image must not be larger than 2 MB.",
  imageNotAnImage: "The image must be a JPEG, PNG or WebP image.",
  imageTooManyPixels: "The image must not be larger than 4096 × 4096 pixels.",
  imageMissing: "Choose a picture for the ad.",
  titleRequired: "Enter the ad's title.",
  titleTooLong: "The title must not be longer than 160 characters.",
  titleTaken: "Your business already has an ad with this title.",
  contactRequired: "Enter the e-mail address people contact you at about this ad.",
  offerNameRequired: "Enter the offer's name.",
  offerNameTooLong: "The offer's name must not be longer than 160 characters.",
  valueRequired: "Enter the value line, such as 10% off.",
  valueTooLong: "The value line must not be longer than 60 characters.",
  termsRequired: "Enter the offer's terms.",
  termsTooLong: "The terms must not be longer than 1000 characters.",
  dateInvalid: "Enter a date such as 2027-03-31.",
  endsBeforeStart: "The offer must end on or after the day it starts.",
  validDaysInvalid: "Enter a whole number of days from 1 to 3650.",
  totalCapInvalid: "Enter a whole number from 1 to 1,000,000, or leave it empty for no cap.",
  perPersonInvalid: "Enter a whole number from 1 to 100.",
  statusInvalid: "Choose Draft, Live, Paused or Ended.",
  issuedRequired: "Choose whether the coupons already issued are honoured or voided.",
  endedIsFinal: "This offer has ended: an ended offer cannot be started again.",
  offerCannotBeRemoved: "An offer cannot be removed once it exists; end it instead.",
  reviewReasonRequired: "Please write why the ad is rejected: the owner gets it by mail.",
  reviewReasonTooLong: "The reason must not exceed 2000 characters.",
  notWaiting: "This ad is not waiting for review.",
} as const;

const PHONE = /^[\d\s()+.-]{6,30}$/;

/** Trimmed one-line text without control characters; empty is null unless `required` names its message. */
function text(label: string, max: number, tooLong: string, { required, kind = "line" }: { required?: string; kind?: TextKind } = {}) {
  return z
    .string({ error: required ?? tooLong })
    .trim()
    .check(noControlCharacters(label, kind), (ctx) => {
      if (ctx.value === "" && required) ctx.issues.push({ code: "custom", message: required, input: ctx.value });
      else if (ctx.value.length > max) ctx.issues.push({ code: "custom", message: tooLong, input: ctx.value });
    });
}
/** An optional field: "" (or absent, or null) is none, anything else must pass `valid`. */
function optionalText(label: string, max: number, valid: (v: string) => boolean, invalid: string) {
  return z
    .union([z.null(), text(label, max, invalid)], { error: invalid })
    .optional()
    .check((ctx) => {
      if (ctx.value && !valid(ctx.value)) ctx.issues.push({ code: "custom", message: invalid, input: ctx.value });
    })
    .transform((v) => v || null);
}
/** A whole number in [min, max], typed (a form's text) or sent (JSON); empty is null when `optional`. */
function wholeNumber(min: number, max: number, invalid: string) {
  return z.union([z.number(), z.string().trim().max(12)], { error: invalid }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.issues.push({ code: "custom", message: invalid, input: v });
      return z.NEVER;
    }
    return n;
  });
}
const optionalNumber = (min: number, max: number, invalid: string) =>
  z
    .union([z.null(), z.literal(""), wholeNumber(min, max, invalid)], { error: invalid })
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v));
const offerDay = optionalText("Date", 10, isCalendarDay, businessMessages.dateInvalid);

/** A required e-mail address: empty (or absent) is `required`, else it must be an address mail goes to. */
const addressField = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .check(noControlCharacters(label), (ctx) => {
      if (ctx.value === "") ctx.issues.push({ code: "custom", message: required, input: ctx.value });
      else if (!isEmailAddress(ctx.value)) ctx.issues.push({ code: "custom", message: businessMessages.emailInvalid, input: ctx.value });
    });

/**
 * The business's details, as "Open a business" and its edit send them (the logo is its own upload).
 * `social_links` are the profile's links (name and address, a half-filled slot dropped).
 */
export const businessDetailsSchema = z.object({
  name: text("Name", 120, businessMessages.nameTooLong, { required: businessMessages.nameRequired }),
  email: addressField("E-mail", businessMessages.emailRequired),
  phone: optionalText("Phone", 30, (v) => PHONE.test(v), businessMessages.phoneInvalid),
  address: optionalText("Address", 255, () => true, businessMessages.addressTooLong),
  state_id: z
    .union([z.null(), z.literal(""), wholeNumber(1, 2_147_483_647, businessMessages.stateInvalid)], {
      error: businessMessages.stateInvalid,
    })
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  website: optionalText("Website", 2048, (v) => WEB_ADDRESS.test(v), businessMessages.websiteInvalid),
  social_links: linksSchema.optional().transform((v) => v ?? []),
  time_zone: z
    .string({ error: businessMessages.timeZoneRequired })
    .max(64, { error: businessMessages.timeZoneInvalid })
    .check((ctx) => {
      if (ctx.value === "") ctx.issues.push({ code: "custom", message: businessMessages.timeZoneRequired, input: ctx.value });
      else if (!isTimeZone(ctx.value)) ctx.issues.push({ code: "custom", message: businessMessages.timeZoneInvalid, input: ctx.value });
    }),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

export const offerStatusValues = ["draft", "live", "paused", "ended"] as const;
/** When an offer ends: the coupons already issued are honoured until their own expiry, or voided (the till refuses them). */
export const issuedCouponsChoices = ["honour", "void"] as const;

/**
 * An ad's offer. "Starts on" and "Ends on" are days in the business's zone, both inclusive (empty: open);
 * "Coupons in total" empty is no cap. Ending asks what becomes of the coupons already issued.
 */
export const offerFormSchema = z
  .object({
    name: text("Name", 160, businessMessages.offerNameTooLong, { required: businessMessages.offerNameRequired }),
    value: text("Value", 60, businessMessages.valueTooLong, { required: businessMessages.valueRequired }),
    terms: text("Terms", 1000, businessMessages.termsTooLong, { required: businessMessages.termsRequired, kind: "lines" }),
    starts_on: offerDay,
    ends_on: offerDay,
    valid_days: wholeNumber(1, 3650, businessMessages.validDaysInvalid),
    total_cap: optionalNumber(1, 1_000_000, businessMessages.totalCapInvalid),
    per_person: wholeNumber(1, 100, businessMessages.perPersonInvalid),
    status: z.enum(offerStatusValues, { error: businessMessages.statusInvalid }),
    issued_coupons: z
      .union([z.enum(issuedCouponsChoices), z.literal(""), z.null()], { error: businessMessages.issuedRequired })
      .optional()
      .transform((v) => v || null),
  })
  .refine((o) => !o.starts_on || !o.ends_on || o.ends_on >= o.starts_on, { path: ["ends_on"], error: businessMessages.endsBeforeStart })
  .refine((o) => o.status !== "ended" || o.issued_coupons !== null, { path: ["issued_coupons"], error: businessMessages.issuedRequired });

/** An ad as its owner writes it: title, contact address, and its offer (null: none). The image is its own upload. */
export const adFormSchema = z.object({
  title: text("Title", 160, businessMessages.titleTooLong, { required: businessMessages.titleRequired }),
  contact: addressField("Contact e-mail", businessMessages.contactRequired),
  offer: offerFormSchema.nullable(),
});
export type AdFormInput = z.input<typeof adFormSchema>;
export type AdForm = z.output<typeof adFormSchema>;
export type OfferForm = z.output<typeof offerFormSchema>;

/** An operator's review of a waiting ad: a rejection's reason is mailed to the owner. */
export const adReviewSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "Choose Approve or Reject." }),
    reason: z
      .string({ error: businessMessages.reviewReasonRequired })
      .trim()
      .check(noControlCharacters("Reason", "lines"))
      .max(2000, { error: businessMessages.reviewReasonTooLong })
      .optional()
      .transform((v) => v ?? ""),
  })
  .refine((r) => r.decision !== "reject" || r.reason !== "", { path: ["reason"], error: businessMessages.reviewReasonRequired });
export type AdReviewInput = z.input<typeof adReviewSchema>;

/**
 * What is wrong with a chosen picture before it is sent (the type the browser claims and the
 * size); the backend checks it again by its content. Undefined when it may be sent.
 */
export function pictureProblem(file: { type: string; size: number }, field: "logo" | "image"): string | undefined {
  const m =
    field === "logo"
      ? { notAnImage: businessMessages.logoNotAnImage, tooLarge: businessMessages.logoTooLarge }
      : { notAnImage: businessMessages.imageNotAnImage, tooLarge: businessMessages.imageTooLarge };
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) return m.notAnImage;
  if (file.size > avatarLimits.maxBytes) return m.tooLarge;
  return undefined;
}
