import { z } from "@hono/zod-openapi";
import { deliveryStatuses, type compliments, type deliveries } from "../../db/schema";
import { conversationSchema, type ConversationJson } from "../conversations/json";
import { personSchema, type Person } from "../users/json";
import { complimentAdSchema, type ComplimentAdJson } from "../ads/ad-json";
import { complimentSigningSchema, type ComplimentSigningJson } from "../signing/signing-json";

/** The author of a compliment, with their 8-digit user code. */
export const customerSchema = personSchema
  .extend({
    code: z.string().nullable().openapi({ example: "40213377" }),
  })
  .openapi("Customer");

/** When each step after writing happened, null until it has: see routes/activity. */
export const complimentActivitySchema = z
  .object({ viewed_at: z.string().nullable(), claimed_at: z.string().nullable(), replied_at: z.string().nullable() })
  .openapi("ComplimentActivity");

/** A compliment's delivery by e-mail to its recipient, as only its author sees it. */
export const deliverySchema = z
  .object({
    status: z.enum(deliveryStatuses),
    recipient_email: z.string(),
    deliver_at: z.string(),
    time_zone: z.string().openapi({
      description:
        "The IANA zone the author chose the time in (`America/New_York`), in which its times are shown to them; `UTC` for deliveries from before it was kept.",
      example: "America/New_York",
    }),
    remind: z.boolean().openapi({ description: "Whether one reminder goes out if it stays unopened." }),
    sent_at: z.string().nullable(),
    opened_at: z.string().nullable(),
    reminded_at: z.string().nullable().openapi({ description: "When its one reminder went out; null until it has." }),
    error: z.string().nullable().openapi({
      description:
        "Why it was not delivered, when `status` is `failed`: a plain sentence (the mail server's own answer is logged, not shown).",
    }),
  })
  .openapi("Delivery");

export const complimentSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: "12345678" }),
    to: z.string(),
    compliment: z.string(),
    note: z.string().nullable().openapi({ description: "Only for the author; null for everyone else." }),
    ads: z.array(complimentAdSchema),
    qr_code: z.string().openapi({ description: "data:image/svg+xml;base64 URL of a QR code of the compliment's public page." }),
    customer: customerSchema,
    is_claimed: z.boolean(),
    claimed_by: z.union([personSchema, z.null()]),
    conversations: z.array(conversationSchema).openapi({ description: "Conversations about it; only for the author." }),
    reply_conversation_id: z
      .number()
      .int()
      .nullable()
      .openapi({
        description:
          "In a look-up by code with a token: the reader's own conversation with the author about it, once they have replied. " +
          "Null for guests, for the author and everywhere else.",
      }),
    views: z.number().int().openapi({ description: "Distinct devices that viewed it." }),
    activity: complimentActivitySchema
      .nullable()
      .openapi({ description: "Only for the author (null for everyone else): when it was first viewed, claimed and replied to." }),
    claims: z.number().int(),
    delivery: deliverySchema.nullable().optional().openapi({
      description: "Only in the author's own answers (null when it is not e-mailed); absent from everyone else's.",
    }),
    signing: complimentSigningSchema.nullable().openapi({
      description:
        "A group compliment's signing (null for any other): its author sees it while it is open, everyone who may read the " +
        "compliment once it has closed, with the shown signatures.",
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Compliment");

export type ComplimentActivity = z.infer<typeof complimentActivitySchema>;
export type Customer = z.infer<typeof customerSchema>;
export type ComplimentJson = z.infer<typeof complimentSchema>;

export type ComplimentParts = {
  compliment: typeof compliments.$inferSelect;
  customer: Customer;
  claimedBy: Person | null;
  views: number;
  ads: ComplimentAdJson[];
  conversations: ConversationJson[];
  /** Only loaded for the author's own compliments. */
  activity?: ComplimentActivity;
  /** Only loaded for the author's own compliments. */
  delivery?: typeof deliveries.$inferSelect;
  qrCode: string;
  /** Shaped by signing/signing-json.ts, which alone knows who may see it when. */
  signing: ComplimentSigningJson | null;
};

/** The compliment as `viewerId` may see it: the note and the conversations are the author's alone. */
export function complimentJson(parts: ComplimentParts, viewerId: number | null): ComplimentJson {
  const { compliment: c } = parts;
  const isAuthor = viewerId !== null && viewerId === c.customerId;
  return {
    id: c.id,
    code: c.code,
    to: c.to,
    compliment: c.compliment,
    note: isAuthor ? c.note : null,
    ads: parts.ads,
    qr_code: parts.qrCode,
    customer: parts.customer,
    is_claimed: parts.claimedBy !== null,
    claimed_by: parts.claimedBy,
    conversations: isAuthor ? parts.conversations : [],
    reply_conversation_id: null,
    views: parts.views,
    activity: isAuthor ? (parts.activity ?? { viewed_at: null, claimed_at: null, replied_at: null }) : null,
    claims: parts.claimedBy ? 1 : 0,
    ...(isAuthor && { delivery: parts.delivery ? deliveryJson(parts.delivery) : null }),
    signing: parts.signing,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const deliveryJson = (d: typeof deliveries.$inferSelect): z.infer<typeof deliverySchema> => ({
  status: d.status,
  recipient_email: d.recipientEmail,
  deliver_at: d.deliverAt.toISOString(),
  time_zone: d.timeZone,
  remind: d.remind,
  sent_at: iso(d.sentAt),
  opened_at: iso(d.openedAt),
  reminded_at: iso(d.remindedAt),
  error: d.error,
});
