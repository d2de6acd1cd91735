import { z } from "./validations/zod";

/**
 * data.json of Download my data (GDPR Art. 20): what the account holds, machine-readable. Its JSON
 * Schema is common/data-export.schema.json, written from this one (`npm run schema:data-export`;
 * common/data-export.test.ts fails when the two differ). It carries no other person's e-mail
 * address, no other author's private note, no token and no password hash.
 */
const time = z.string().describe("An ISO 8601 time in UTC.");
const nullableTime = time.nullable();

const delivery = z
  .object({
    status: z.enum(["scheduled", "sent", "opened", "failed", "cancelled", "suppressed"]),
    deliver_at: time,
    time_zone: z.string(),
    sent_at: nullableTime,
    opened_at: nullableTime,
    reminded_at: nullableTime,
  })
  .describe("The compliment's delivery by e-mail. The recipient's address is another person's and is left out.");

export const dataExportSchema = z
  .object({
    format: z.literal("compliments-data-export"),
    version: z.literal(1),
    exported_at: time,
    account: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().describe("The account's own address."),
      email_verified_at: nullableTime,
      created_at: time,
      is_operator: z.boolean(),
    }),
    settings: z.object({
      notify_by_email: z.boolean(),
      who_may_message: z.enum(["anyone", "connections", "no_one"]),
    }),
    profile: z
      .object({
        code: z.string(),
        first_name: z.string().nullable(),
        last_name: z.string().nullable(),
        phone_number: z.string().nullable(),
        bio: z.string().nullable(),
        addresses: z.array(z.string()),
        zip_code: z.string().nullable(),
        state: z.string().nullable(),
        country: z.string().nullable(),
        signature: z.string().nullable(),
        picture: z.string().nullable().describe("The picture's file in this zip (pictures/…), or null."),
        links: z.array(z.object({ name: z.string(), url: z.string() })),
      })
      .nullable(),
    compliments_written: z.array(
      z.object({
        code: z.string(),
        to: z.string(),
        compliment: z.string(),
        note: z.string().nullable().describe("The author's own private note."),
        views: z.number().int(),
        kept: z.boolean().describe("Whether its recipient kept (claimed) it."),
        created_at: time,
        updated_at: time,
        delivery: delivery.nullable(),
      }),
    ),
    compliments_kept: z.array(
      z.object({
        code: z.string(),
        to: z.string(),
        compliment: z.string(),
        author: z.string().describe('The author\'s name; "Former member" once their account was deleted. Their private note is theirs.'),
        written_at: time,
        kept_at: time,
      }),
    ),
    messages_sent: z.array(
      z.object({
        conversation_id: z.number().int(),
        conversation_title: z.string(),
        message: z.string().describe("Empty when an operator removed it."),
        removed: z.boolean(),
        sent_at: time,
      }),
    ),
    reviews: z.array(z.object({ review: z.string(), ad: z.string(), business: z.string(), created_at: time })),
    signatures: z
      .array(
        z.object({
          to: z.string().describe("Whom the group compliment is for."),
          organiser: z.string().describe('Who gathered its signatures; "Former member" once their account was deleted.'),
          name: z.string().describe("The name the signature carries."),
          message: z.string(),
          signed_at: time,
          updated_at: time,
        }),
      )
      .describe("The user's signatures on group compliments. The compliment's code and text are its author's and are left out."),
    favourites: z.array(z.object({ ad: z.string(), business: z.string(), added_at: time })),
    coupons: z.array(
      z.object({
        code: z.string(),
        offer: z.string(),
        value: z.string(),
        business: z.string(),
        issued_at: time,
        expires_at: time,
        redeemed_at: nullableTime,
        void: z.boolean().describe("True once the compliment that carried it was deleted."),
      }),
    ),
    business_memberships: z.array(z.object({ business: z.string(), role: z.enum(["owner", "staff"]), since: time })),
    connections: z.array(z.object({ name: z.string(), since: time })),
    reports_filed: z.array(
      z.object({
        target_kind: z.string(),
        reason: z.string(),
        explanation: z.string(),
        place: z.string(),
        status: z.string(),
        created_at: time,
      }),
    ),
  })
  .strict();

export type DataExport = z.infer<typeof dataExportSchema>;

/** The JSON Schema kept in common/data-export.schema.json. */
export const dataExportJsonSchema = () => ({
  $id: "https://compliments.example/schemas/data-export.schema.json",
  title: "Download my data: data.json",
  ...z.toJSONSchema(dataExportSchema, { target: "draft-2020-12" }),
});
