import { z } from "@hono/zod-openapi";
import type { complimentSignings, signatures } from "../../db/schema";
import type { AppConfig } from "../../deps";
import { isSigningOpen } from "./state";

type SigningRow = typeof complimentSignings.$inferSelect;
type SignatureRow = typeof signatures.$inferSelect;

/** The most signatures one answer carries; the rest are counted. */
export const SIGNATURES_PER_PAGE = 50;

export const signatureSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: "The account's name when signed, or the name a guest gave." }),
    message: z.string(),
    created_at: z.string(),
  })
  .openapi("Signature");

export const organiserSignatureSchema = signatureSchema
  .extend({
    updated_at: z.string(),
    hidden: z.boolean().openapi({ description: "Hidden by the organiser: it never reaches the recipient." }),
    guest: z.boolean().openapi({ description: "Signed by a guest who confirmed an e-mail address, not an account." }),
    by_organiser: z.boolean().openapi({ description: "The organiser's own signature (closing without any other is warned about)." }),
  })
  .openapi("OrganiserSignature");

/** What a compliment's JSON says of its signing by others: its author's alone until signing closes. */
export const complimentSigningSchema = z.object({
  open: z.boolean(),
  closes_at: z.string().nullable().openapi({ description: "When signing closes by itself; null: when the organiser closes it." }),
  closed_at: z.string().nullable(),
});

export const signingPageSchema = z
  .object({
    to: z.string(),
    compliment: z.string(),
    organiser_name: z.string(),
    closes_at: z.string().nullable(),
    open: z.boolean(),
    show_signatures: z.boolean(),
    signature_count: z.number().int().openapi({ description: "Signatures that will reach the recipient (not hidden)." }),
    signatures: z.array(signatureSchema).openapi({
      description: "The first 50 of them, oldest first, when the organiser shows signatures to signers; else empty.",
    }),
    your_signature: z.union([signatureSchema, z.null()]).openapi({ description: "The signed-in reader's own signature, if any." }),
  })
  .openapi("SigningPage");

export const organiserSigningSchema = z
  .object({
    link: z.string().nullable().openapi({ description: "APP_URL/sign/{token}; null while the link is turned off." }),
    closes_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    open: z.boolean(),
    show_signatures: z.boolean(),
    signatures: z.array(organiserSignatureSchema).openapi({ description: "Every signature, oldest first." }),
    counts: z.object({ signatures: z.number().int(), shown: z.number().int() }),
  })
  .openapi("OrganiserSigning");

export type SignatureJson = z.infer<typeof signatureSchema>;
export type ComplimentSigningJson = z.infer<typeof complimentSigningSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const signatureJson = (s: Pick<SignatureRow, "id" | "name" | "message" | "createdAt">): SignatureJson => ({
  id: s.id,
  name: s.name,
  message: s.message,
  created_at: s.createdAt.toISOString(),
});

export const organiserSignatureJson = (s: SignatureRow, organiserId: number | null) => ({
  ...signatureJson(s),
  updated_at: s.updatedAt.toISOString(),
  hidden: s.hiddenAt !== null,
  guest: s.userId === null,
  by_organiser: s.userId !== null && s.userId === organiserId,
});

/** The signing link of a token; null while the link is turned off. */
export const signingLink = (config: Pick<AppConfig, "appUrl">, token: string | null) =>
  token === null ? null : `${config.appUrl}/sign/${token}`;

export const complimentSigningJson = (s: Pick<SigningRow, "closesAt" | "closedAt">, now: Date): ComplimentSigningJson => ({
  open: isSigningOpen(s, now),
  closes_at: iso(s.closesAt),
  closed_at: iso(s.closedAt),
});

export function organiserSigningJson(config: AppConfig, s: SigningRow, rows: SignatureRow[], organiserId: number, now: Date) {
  return {
    link: signingLink(config, s.token),
    ...complimentSigningJson(s, now),
    show_signatures: s.showSignatures,
    signatures: rows.map((row) => organiserSignatureJson(row, organiserId)),
    counts: { signatures: rows.length, shown: rows.filter((r) => r.hiddenAt === null).length },
  };
}
