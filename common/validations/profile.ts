import { z } from "./zod";
import { controlCharactersMessage, hasControlCharacters, noControlCharacters, type TextKind } from "./text";

export const profileMessages = {
  firstNameRequired: "First Name is required",
  firstNameInvalid: "First Name must be 3-20 characters and cannot be numbers only",
  lastNameRequired: "Last Name is required",
  lastNameInvalid: "Last Name must be 3-20 characters and cannot be numbers only",
  mobile: "Mobile No must be 6-20 digits",
  description: "Description must be 5-1000 characters and cannot be numbers only",
  address: "Address must be 3-100 characters and cannot contain only numbers",
  // Spec §5 gives two readings (a 3-20 pattern, a message saying 3-15 digits); we keep the message and make the rule match it.
  zip: "Zip Code must be 3-15 digits",
  state: "Please choose a valid state.",
  pictureMissing: "Please upload or capture a profile picture",
  avatarTooLarge: "The avatar must not be larger than 2 MB.",
  avatarNotAnImage: "The avatar must be a JPEG, PNG or WebP image.",
  avatarTooManyPixels: "The avatar must not be larger than 4096 × 4096 pixels.",
  linkName: (slot: number) => `Site Name ${slot} must be 3-50 characters and cannot be numbers only.`,
  linkUrl: (slot: number) => `Invalid URL format for Site ${slot}.`,
} as const;

const DIGITS_ONLY = /^\d+$/;
/** A web address with the scheme optional; only http(s), never javascript: and the like, and no control characters. */
export const WEB_ADDRESS =
  /^(https?:\/\/)?(localhost|([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(:\d{1,5})?([/?#][^\s\u0000-\u001f\u007f-\u009f]*)?$/i;

const words = (min: number, max: number) => (v: string) => v.length >= min && v.length <= max && !DIGITS_ONLY.test(v);

type Label = [label: string, kind?: TextKind];

/**
 * Trimmed text without control characters (`label` names the field in that message), checked by
 * `valid`; empty is `required` when given, else allowed (and becomes null).
 */
function field([label, kind]: Label, valid: (v: string) => boolean, invalid: string, required?: string) {
  return z
    .string({ error: required ?? invalid })
    .trim()
    .check(noControlCharacters(label, kind), (ctx) => {
      if (ctx.value === "") {
        if (required) ctx.issues.push({ code: "custom", message: required, input: ctx.value });
      } else if (!valid(ctx.value)) ctx.issues.push({ code: "custom", message: invalid, input: ctx.value });
    });
}
const optional = (label: Label, valid: (v: string) => boolean, invalid: string) =>
  field(label, valid, invalid)
    .optional()
    .transform((v) => (v ? v : null));

export const personalDetailsSchema = z.object({
  first_name: field(["First Name"], words(3, 20), profileMessages.firstNameInvalid, profileMessages.firstNameRequired),
  last_name: field(["Last Name"], words(3, 20), profileMessages.lastNameInvalid, profileMessages.lastNameRequired),
  phone_number: optional(["Mobile No"], (v) => /^[\d\s()+.-]{6,20}$/.test(v), profileMessages.mobile),
  bio: optional(["Description", "lines"], words(5, 1000), profileMessages.description),
  address: optional(["Address"], words(3, 100), profileMessages.address),
  zip_code: optional(["Zip Code"], (v) => /^\d{3,15}$/.test(v), profileMessages.zip),
  state_id: z
    .union([z.literal(""), z.coerce.number().int().positive()], { error: profileMessages.state })
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});

/** The fields whose errors stop the form from being sent (spec §5: only the names). */
export const blockingPersonalFields = ["first_name", "last_name"] as const;

/**
 * One link slot (1-based). Spec §5: only links with both name and url are saved, so an empty or
 * half-filled slot is never an error: it is dropped. A slot with both parts is checked.
 */
export function linkErrors(link: { name: string; url: string }, slot: number): { name?: string; url?: string } {
  const name = link.name.trim();
  const url = link.url.trim();
  if (!name || !url) return {};
  return {
    name: hasControlCharacters(name)
      ? controlCharactersMessage(`Site Name ${slot}`)
      : words(3, 50)(name)
        ? undefined
        : profileMessages.linkName(slot),
    url: url.length <= 2048 && WEB_ADDRESS.test(url) ? undefined : profileMessages.linkUrl(slot),
  };
}

/** Trimmed links with both parts; what is saved. */
export const filledLinks = (links: Array<{ name: string; url: string }>) =>
  links.map((l) => ({ name: l.name.trim(), url: l.url.trim() })).filter((l) => l.name && l.url);

/**
 * The links tab (and the backend's links field): every slot with both parts is checked under its
 * own slot number; the answer is the trimmed complete links, empty and half-filled slots dropped.
 */
export const linksSchema = z
  .array(z.object({ name: z.string().max(200), url: z.string().max(2048) }))
  .max(20)
  .superRefine((links, ctx) =>
    links.forEach((link, i) => {
      const errors = linkErrors(link, i + 1);
      for (const [key, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: "custom", message, path: [i, key] });
    }),
  )
  .transform(filledLinks);

export const avatarLimits = { maxBytes: 2 * 1024 * 1024, maxPixels: 4096, types: ["image/jpeg", "image/png", "image/webp"] } as const;

/**
 * The picture tab: a picture must be chosen (a file or the camera's capture), and before it is
 * sent it must be one of the accepted types and small enough. The backend checks the bytes itself.
 */
export const pictureSchema = z.object({
  avatar: z
    .custom<Blob | null>((v) => v === null || (typeof Blob !== "undefined" && v instanceof Blob))
    .check((ctx) => {
      const picture = ctx.value;
      const message = !picture
        ? profileMessages.pictureMissing
        : !(avatarLimits.types as readonly string[]).includes(picture.type)
          ? profileMessages.avatarNotAnImage
          : picture.size > avatarLimits.maxBytes
            ? profileMessages.avatarTooLarge
            : undefined;
      if (message) ctx.issues.push({ code: "custom", message, input: picture });
    }),
});
