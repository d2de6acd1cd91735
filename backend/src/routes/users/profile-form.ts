import { z } from "@hono/zod-openapi";
import { fieldErrors } from "@/common/validations/auth";
import { linksSchema, personalDetailsSchema } from "@/common/validations/profile";
import { noControlCharacters } from "@/common/validations/text";
import { ApiError, validationError } from "../../lib/errors";
import { avatarWebp } from "./avatar-image";
import { avatarMissing, avatarNotAnImage, nothingToUpdate } from "./errors";

/** What one save changes; a tab that was not sent is left as it is. */
export type ProfileChanges = {
  details?: {
    firstName?: string;
    lastName?: string;
    phoneNumber?: string | null;
    bio?: string | null;
    addresses?: string[];
    zipCode?: string | null;
    stateId?: number | null;
    signature?: string | null;
  };
  links?: Array<{ name: string; url: string }>;
  avatar?: Uint8Array;
};

type Form = Record<string, unknown>;

const DETAIL_FIELDS = ["first_name", "last_name", "phone_number", "bio", "addresses[0]", "zip_code", "state_id", "signature"];
const LINK_FIELD = /^links\[(\d{1,4})\]\[(name|url)\]$/;
const SIGNATURE_MAX = 1000;
const signatureSchema = z
  .string()
  .trim()
  .check(noControlCharacters("Signature", "lines"))
  .max(SIGNATURE_MAX, { error: `The signature field must not be greater than ${SIGNATURE_MAX} characters.` })
  .transform((v) => v || null);

/**
 * Reads the editor's form (spec §3 "Profile update payload"): the fields present decide which tabs
 * are saved. Every tab sent is checked before anything is written, and all their errors come back together.
 */
export async function readProfileForm(form: Form): Promise<ProfileChanges> {
  const errors: Record<string, string[]> = {};
  const collect = async <T>(read: () => T | Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (e) {
      if (!(e instanceof ApiError && e.errors)) throw e;
      Object.assign(errors, e.errors);
      return undefined;
    }
  };
  const details = await collect(() => readDetails(form));
  const links = await collect(() => readLinks(form));
  const avatar = await collect(() => readAvatar(form.avatar));
  if (Object.keys(errors).length) throw validationError(errors);
  if (!details && !links && !avatar) throw form.avatar !== undefined ? avatarMissing() : nothingToUpdate();
  return { details, links, avatar };
}

function readDetails(form: Form): ProfileChanges["details"] {
  const sent = (field: string) => form[field] !== undefined;
  if (!DETAIL_FIELDS.some(sent)) return undefined;
  const parsed = personalDetailsSchema.safeParse({ ...form, address: form["addresses[0]"] });
  const signature = signatureSchema.optional().safeParse(form.signature);
  const errors = {
    ...(parsed.success ? {} : renameKey(fieldErrors(parsed.error), "address", "addresses.0")),
    ...(signature.success ? {} : { signature: fieldErrors(signature.error).body }),
  };
  if (!parsed.success || !signature.success) throw validationError(errors);
  const d = parsed.data;
  const only = <T>(field: string, value: T) => (sent(field) ? value : undefined);
  return {
    firstName: d.first_name,
    lastName: d.last_name,
    phoneNumber: only("phone_number", d.phone_number),
    bio: only("bio", d.bio),
    addresses: only("addresses[0]", d.address ? [d.address] : []),
    zipCode: only("zip_code", d.zip_code),
    stateId: only("state_id", d.state_id),
    signature: only("signature", signature.data ?? null),
  };
}

function readLinks(form: Form): ProfileChanges["links"] {
  const slots = new Map<number, { name: string; url: string }>();
  for (const [key, value] of Object.entries(form)) {
    const match = LINK_FIELD.exec(key);
    if (!match) continue;
    const slot = slots.get(Number(match[1])) ?? { name: "", url: "" };
    slot[match[2] as "name" | "url"] = typeof value === "string" ? value : "";
    slots.set(Number(match[1]), slot);
  }
  let links: unknown;
  if (slots.size) links = [...slots].sort(([a], [b]) => a - b).map(([, slot]) => slot);
  else if (form.links !== undefined) links = parseJson(form.links);
  else return undefined;
  if (!Array.isArray(links)) throw validationError({ links: ["The links field must be a list."] });
  const parsed = linksSchema.safeParse(links);
  if (!parsed.success) throw validationError(prefixKeys(fieldErrors(parsed.error), "links"));
  return parsed.data;
}

const parseJson = (value: unknown) => {
  try {
    return typeof value === "string" ? JSON.parse(value) : value;
  } catch {
    return value;
  }
};

async function readAvatar(value: unknown): Promise<Uint8Array | undefined> {
  if (value === undefined || value === "" || (value instanceof Blob && value.size === 0)) return undefined;
  if (!(value instanceof Blob)) throw avatarNotAnImage();
  return avatarWebp(value);
}

function renameKey(errors: Record<string, string[]>, from: string, to: string) {
  const { [from]: moved, ...rest } = errors;
  return moved ? { ...rest, [to]: moved } : rest;
}

/** zod paths of a list ("0.name", or "body" for the list itself) as Laravel's "links.0.name" and "links". */
const prefixKeys = (errors: Record<string, string[]>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === "body" ? prefix : `${prefix}.${key}`, messages]));
