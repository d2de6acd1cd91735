import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const whoMayMessageChoices = ["anyone", "connections", "no_one"] as const;
export type WhoMayMessage = (typeof whoMayMessageChoices)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 31 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Whether the user is e-mailed when one of their compliments is first viewed, claimed or replied to. */
    notifyByEmail: boolean("notify_by_email").notNull().default(true),
    /** Who may start a conversation with the user or message them directly (issue 31). */
    whoMayMessage: varchar("who_may_message", { length: 11, enum: whoMayMessageChoices }).notNull().default("anyone"),
    /** An operator decides reports (granted from OPERATOR_EMAILS at start and at log in). */
    isOperator: boolean("is_operator").notNull().default(false),
    /** Suspended by an operator since then: until `suspended_until`, or until lifted when that is null. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`)],
);

/** Bearer tokens; only the SHA-256 of a token is kept, so a database leak reveals no session. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    tokenHash: char("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

/** One pending reset per address, as Laravel's password_reset_tokens; the token is stored hashed. */
export const passwordResets = pgTable("password_resets", {
  email: varchar("email", { length: 255 }).primaryKey(),
  tokenHash: char("token_hash", { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/** Sent verification mails, so resends can be limited and audited; the link itself is signed. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    /** The SHA-256 of the mailbox it went to (lib/mailbox.ts): the daily cap counts per mailbox, not per spelling. */
    mailbox: char("mailbox", { length: 64 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId), index("email_verifications_mailbox_idx").on(t.mailbox, t.sentAt)],
);

/** Uploaded and generated images, served under /storage/{key}. */
export const files = pgTable("files", {
  key: varchar("key", { length: 120 }).primaryKey(),
  contentType: varchar("content_type", { length: 60 }).notNull(),
  bytes: bytea("bytes").notNull(),
  sha256: char("sha256", { length: 64 }).notNull(),
  createdAt: createdAt(),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  isoCode: char("iso_code", { length: 2 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    isoCode: varchar("iso_code", { length: 10 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("states_country_iso_unique").on(t.countryId, t.isoCode)],
);

export const profiles = pgTable("profiles", {
  id: serial("id").primaryKey(),
  userId: userRef("user_id").unique(),
  code: char("code", { length: 8 }).notNull().unique(),
  firstName: varchar("first_name", { length: 20 }),
  lastName: varchar("last_name", { length: 20 }),
  phoneNumber: varchar("phone_number", { length: 20 }),
  bio: varchar("bio", { length: 1000 }),
  addresses: jsonb("addresses").$type<string[]>().notNull().default([]),
  zipCode: varchar("zip_code", { length: 20 }),
  stateId: integer("state_id").references(() => states.id, { onDelete: "set null" }),
  signature: text("signature"),
  avatar: varchar("avatar", { length: 160 }),
  updatedAt: updatedAt(),
});

export const profileLinks = pgTable(
  "profile_links",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    url: varchar("url", { length: 2048 }).notNull(),
  },
  (t) => [index("profile_links_profile_idx").on(t.profileId, t.position)],
);

export const businessProfiles = pgTable(
  "business_profiles",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 120 }).notNull().unique(),
    logo: varchar("logo", { length: 2048 }),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 30 }),
    address: varchar("address", { length: 255 }),
    website: varchar("website", { length: 2048 }),
    socialMedia: jsonb("social_media").$type<Record<string, string>>().notNull().default({}),
    stateId: integer("state_id").references(() => states.id, { onDelete: "set null" }),
    /** The IANA zone of the shop's calendar: offers' dates and coupons' last days are days there. */
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    /** When an operator approved its first ad; until then every ad it makes waits for review (issue 32). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The ad search's `name ilike '%…%'` (backend/src/lib/search.ts): pg_trgm, migration 0018.
  (t) => [index("business_profiles_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false })],
);

export const adReviews = ["waiting", "approved", "rejected"] as const;
export type AdReview = (typeof adReviews)[number];

export const ads = pgTable(
  "ads",
  {
    id: serial("id").primaryKey(),
    businessProfileId: integer("business_profile_id")
      .notNull()
      .references(() => businessProfiles.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 160 }).notNull(),
    image: varchar("image", { length: 2048 }),
    contact: varchar("contact", { length: 255 }).notNull(),
    /** Only an approved ad is shown to anyone but its business (and the operators reviewing it). */
    review: varchar("review", { length: 8, enum: adReviews }).notNull().default("approved"),
    /** The operator's reason, mailed to the owner, when the ad was rejected. */
    reviewReason: varchar("review_reason", { length: 2000 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ads_business_title_unique").on(t.businessProfileId, t.title),
    index("ads_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.review} = 'waiting'`),
    // The ad search's `title ilike '%…%'` (backend/src/lib/search.ts): pg_trgm, migration 0018.
    index("ads_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const offerStatuses = ["draft", "live", "paused", "ended"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** What an ad promises: a coupon of it is issued to each person who keeps a compliment carrying the ad. */
export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  adId: integer("ad_id")
    .notNull()
    .unique()
    .references(() => ads.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 160 }).notNull(),
  /** The value line, such as "10% off". */
  value: varchar("value", { length: 60 }).notNull(),
  terms: varchar("terms", { length: 1000 }).notNull(),
  /** A coupon is valid for this many days after it is issued (and never past `endsOn`). */
  validDays: integer("valid_days").notNull().default(30),
  /** The first and last days coupons are issued, both inclusive, in the business's time zone; null: no limit. */
  startsOn: date("starts_on"),
  endsOn: date("ends_on"),
  /** How many coupons it gives in all (null: no cap), and to one person. */
  totalCap: integer("total_cap"),
  perPerson: integer("per_person").notNull().default(1),
  /** Only a live offer issues coupons; a paused one issues none, and its coupons still redeem. */
  status: varchar("status", { length: 6, enum: offerStatuses }).notNull().default("live"),
  /** Set when it was ended voiding the coupons already issued: the till then turns them away. */
  voidedAt: timestamp("voided_at", { withTimezone: true }),
});

/**
 * One coupon of an offer, issued to the person who kept a compliment carrying the offer's ad. The
 * typed `code` and the `token` its QR link carries are separate secrets. A coupon whose compliment
 * was deleted has no compliment and is void.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    complimentId: integer("compliment_id").references(() => compliments.id, { onDelete: "set null" }),
    holderId: userRef("holder_id"),
    code: char("code", { length: 9 }).notNull().unique(),
    token: char("token", { length: 22 }).notNull().unique(),
    /** The offer's name, value line and terms as they were when it was issued: later edits change new coupons only. */
    offerName: varchar("offer_name", { length: 160 }).notNull(),
    value: varchar("value", { length: 60 }).notNull(),
    terms: varchar("terms", { length: 1000 }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("coupons_compliment_offer_unique").on(t.complimentId, t.offerId),
    index("coupons_holder_offer_idx").on(t.holderId, t.offerId),
    index("coupons_offer_idx").on(t.offerId),
  ],
);

export type MemberRole = "owner" | "staff";

/** The people of a business: its owners, who manage staff and read the report, and its staff. */
export const businessMembers = pgTable(
  "business_members",
  {
    businessProfileId: integer("business_profile_id")
      .notNull()
      .references(() => businessProfiles.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    role: varchar("role", { length: 5 }).$type<MemberRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessProfileId, t.userId] }), index("business_members_user_idx").on(t.userId)],
);

/** An address an owner added as staff before it had an account: it joins on verifying that address. */
export const businessInvitations = pgTable(
  "business_invitations",
  {
    businessProfileId: integer("business_profile_id")
      .notNull()
      .references(() => businessProfiles.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }).notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessProfileId, t.email] }), index("business_invitations_email_idx").on(t.email)],
);

export type AttemptResult = "redeemed" | "already_used" | "expired" | "ended" | "wrong_business" | "unknown" | "undone";

/** Every redemption attempt at a business, failed ones included, and every undo. */
export const couponAttempts = pgTable(
  "coupon_attempts",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** What was typed or scanned, as read (normalised, cut to 40 characters). */
    code: varchar("code", { length: 40 }).notNull(),
    businessProfileId: integer("business_profile_id")
      .notNull()
      .references(() => businessProfiles.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => users.id, { onDelete: "set null" }),
    result: varchar("result", { length: 14 }).$type<AttemptResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_attempts_business_idx").on(t.businessProfileId, t.id)],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: userRef("user_id"),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] })],
);

export const compliments = pgTable(
  "compliments",
  {
    id: serial("id").primaryKey(),
    code: char("code", { length: 8 }).notNull().unique(),
    /** The author; null once their account is deleted (a kept compliment stays, signed "Former member"). */
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    to: varchar("to", { length: 30 }).notNull(),
    compliment: varchar("compliment", { length: 2000 }).notNull(),
    note: varchar("note", { length: 200 }),
    /** How many devices have viewed it: kept with each counted view, so no read counts them. */
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("compliments_customer_created_idx").on(t.customerId, t.createdAt, t.id)],
);

/**
 * A group compliment's signing: its own unguessable link (never the code), when signing closes,
 * and whether signers see each other. Until it closes the code answers like an unknown code to
 * everyone but the organiser (the compliment's author).
 */
export const complimentSignings = pgTable(
  "compliment_signings",
  {
    complimentId: integer("compliment_id")
      .primaryKey()
      .references(() => compliments.id, { onDelete: "cascade" }),
    /** The signing link's token; null while the organiser has turned the link off. */
    token: varchar("token", { length: 43 }).unique(),
    /** When signing closes by itself; null: when the organiser closes it. */
    closesAt: timestamp("closes_at", { withTimezone: true }),
    /** When it closed (its time came, the organiser closed it, or it was delivered). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Whether signers see the signatures so far on the signing page. */
    showSignatures: boolean("show_signatures").notNull().default(true),
    /** When the organiser was told that signing closes tomorrow (once). */
    closingMailAt: timestamp("closing_mail_at", { withTimezone: true }),
    /** When the recipient thanked every signer (once). */
    thankedAt: timestamp("thanked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("compliment_signings_open_idx")
      .on(t.closesAt)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** One person's signature on a group compliment: an account's, or a guest's whose address was confirmed. */
export const signatures = pgTable(
  "signatures",
  {
    id: serial("id").primaryKey(),
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    /** The signer's account; null for a guest. A deleted account's signatures go with it. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A guest's confirmed address, lower-cased; null for an account. */
    guestEmail: varchar("guest_email", { length: 255 }),
    /** The account's name when signed, or the name a guest gave. */
    name: varchar("name", { length: 31 }).notNull(),
    message: varchar("message", { length: 500 }).notNull(),
    /** Set by the organiser: a hidden signature never reaches the recipient. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("signatures_compliment_user_unique")
      .on(t.complimentId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("signatures_compliment_guest_unique")
      .on(t.complimentId, t.guestEmail)
      .where(sql`${t.guestEmail} is not null`),
    index("signatures_compliment_idx").on(t.complimentId, t.createdAt, t.id),
    index("signatures_user_idx").on(t.userId),
    check("signatures_one_signer", sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
  ],
);

/** An address the organiser invited to sign by mail; signed when a signature has that address. */
export const signingInvitations = pgTable(
  "signing_invitations",
  {
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: varchar("email", { length: 255 }).notNull(),
    /** Reminders sent so far: at most 2. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.complimentId, t.email] })],
);

/** A one-time code mailed to a guest signer to confirm their address (hashed; a few tries). */
export const signingEmailCodes = pgTable(
  "signing_email_codes",
  {
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: varchar("email", { length: 255 }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.complimentId, t.email] })],
);

/**
 * Codes of deleted compliments, never drawn again: a card printed for a deleted compliment must not
 * one day open someone else's.
 */
export const retiredCodes = pgTable("retired_codes", {
  code: char("code", { length: 8 }).primaryKey(),
  retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator removed the compliment: its code then answers 410, not 404. */
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

export const complimentAds = pgTable(
  "compliment_ads",
  {
    id: serial("id").primaryKey(),
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("compliment_ads_unique").on(t.complimentId, t.adId)],
);

export const complimentViews = pgTable(
  "compliment_views",
  {
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    deviceId: char("device_id", { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.complimentId, t.deviceId] })],
);

export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    complimentId: integer("compliment_id")
      .notNull()
      .unique()
      .references(() => compliments.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("claims_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

/**
 * Who has opened a compliment with its code: a look-up by code made with a token records the pair,
 * and claiming or replying needs it. The code is the key; an id alone proves nothing.
 */
export const complimentOpenings = pgTable(
  "compliment_openings",
  {
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.complimentId, t.userId] }), index("compliment_openings_user_idx").on(t.userId)],
);

export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    complimentId: integer("compliment_id").references(() => compliments.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 160 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("conversations_compliment_idx").on(t.complimentId)],
);

/**
 * Who takes part in a conversation, and how far each has read. `unread_count` (the other
 * participants' messages after `last_read_message_id`) and `last_message_at` (when the newest
 * message was sent; null before the first) are kept by each send and each read
 * (conversations/unread-counter.ts), so the badge and the list read one page of a user's rows.
 */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
    isComplimentOwner: boolean("is_compliment_owner").notNull().default(false),
    /** When this participant was last e-mailed about an unread message here: at most one such mail an hour. */
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    unreadCount: integer("unread_count").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_participants_user_idx").on(t.userId),
    index("conversation_participants_list_idx")
      .on(t.userId, t.lastMessageAt, t.conversationId)
      .where(sql`${t.lastMessageAt} is not null`),
    index("conversation_participants_unread_idx")
      .on(t.userId, t.unreadCount)
      .where(sql`${t.unreadCount} > 0`),
  ],
);

/**
 * How many unread-message mails about a first contact (a conversation they have not written in)
 * reached a user on a day (UTC): at most FIRST_CONTACT_MAILS_A_DAY, taken by one conditional
 * upsert (conversations/unread-mail.ts), so concurrent jobs never pass the cap.
 */
export const firstContactMails = pgTable(
  "first_contact_mails",
  {
    userId: userRef("user_id"),
    day: date("day", { mode: "string" }).notNull(),
    mailed: integer("mailed").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Null once the sender's account is deleted ("Former member"). */
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    message: varchar("message", { length: 1000 }).notNull(),
    /** Set when an operator removed it: its text is erased and both sides see "Message removed". */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    // A user's own messages, a page at a time (data export), and the sender's delete setting them null.
    index("messages_sender_idx").on(t.senderId, t.id),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    complimentAdId: integer("compliment_ad_id")
      .notNull()
      .references(() => complimentAds.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    /** The reviewed compliment's author (which never changes), so the reviews of a user's ads are one index read. */
    complimentAuthorId: integer("compliment_author_id").references(() => users.id, { onDelete: "set null" }),
    review: varchar("review", { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_compliment_ad_created_idx").on(t.complimentAdId, t.createdAt, t.id),
    index("reviews_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("reviews_compliment_author_created_idx").on(t.complimentAuthorId, t.createdAt, t.id),
  ],
);

/** A connection, stored once per direction so each user's list is one indexed read. */
export const connections = pgTable(
  "connections",
  {
    userId: userRef("user_id"),
    connectedUserId: userRef("connected_user_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.connectedUserId] })],
);

/** What happened to a compliment that its author hears about, each kind once: see routes/activity. */
export const activityKinds = ["viewed", "claimed", "replied"] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * The first view (by anyone but the author, guests included), the claim and the first reply of a
 * compliment. `author_id` repeats the compliment's author so the author's feed is one index read;
 * `actor_id` is who claimed or replied (null once their account is gone). A view never names its
 * reader: any site can send a signed-in visitor to a compliment's page.
 */
export const complimentActivities = pgTable(
  "compliment_activities",
  {
    id: serial("id").primaryKey(),
    complimentId: integer("compliment_id")
      .notNull()
      .references(() => compliments.id, { onDelete: "cascade" }),
    authorId: userRef("author_id"),
    kind: varchar("kind", { length: 10, enum: activityKinds }).notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("compliment_activities_once").on(t.complimentId, t.kind),
    index("compliment_activities_author_idx").on(t.authorId, t.createdAt, t.id),
    check("compliment_activities_view_names_nobody", sql`${t.kind} <> 'viewed' or ${t.actorId} is null`),
  ],
);

/**
 * Durable work, the transactional outbox: every e-mail and every scheduled piece of work is a row
 * written in the same transaction as the change that causes it, run by the worker in each backend
 * (see jobs/). A finished job is deleted; one that keeps failing stays as `failed`.
 */
export const jobStates = ["pending", "failed"] as const;
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 40 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    state: varchar("state", { length: 10, enum: jobStates }).notNull().default("pending"),
    /** How many times a worker has taken it, the current run included. */
    attempts: integer("attempts").notNull().default(0),
    /** A worker holds the job until then; a worker that died mid-run lets it go when this passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** Where a compliment's delivery by e-mail stands; see routes/deliveries. */
export const deliveryStatuses = ["scheduled", "sent", "opened", "failed", "cancelled", "suppressed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * A compliment e-mailed to its recipient at the time its author chose. The address is private to
 * the author: no other answer, list or log line carries it.
 */
export const deliveries = pgTable("deliveries", {
  complimentId: integer("compliment_id")
    .primaryKey()
    .references(() => compliments.id, { onDelete: "cascade" }),
  recipientEmail: varchar("recipient_email", { length: 255 }).notNull(),
  deliverAt: timestamp("deliver_at", { withTimezone: true }).notNull(),
  /** The IANA zone the author chose its time in, in which every time of it is shown to them ('UTC' for rows from before issue 29). */
  timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
  remind: boolean("remind").notNull().default(true),
  status: varchar("status", { length: 10, enum: deliveryStatuses }).notNull().default("scheduled"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  openedAt: timestamp("opened_at", { withTimezone: true }),
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
  /** A worker is sending it until then: two of its jobs due at once send it once. */
  sendingUntil: timestamp("sending_until", { withTimezone: true }),
  error: varchar("error", { length: 500 }),
  /** When its address's daily point was taken: a cancel or a move gives it back only within that day. */
  countedAt: timestamp("counted_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Addresses that asked for no more compliments, kept only as the SHA-256 of the mailbox
 * (lib/mailbox.ts); rows from before issue 28 hold that of the lower-cased address, and match too.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  emailHash: char("email_hash", { length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * The lists whose `total` is a counter: each is the rows of one table with one key column equal
 * to `owner_id` (see migration 0011, where triggers keep them).
 */
export const listNames = [
  /** compliments.customer_id */
  "own_compliments",
  /** claims.user_id */
  "claimed_compliments",
  /** compliment_activities.author_id */
  "activity",
  /** reviews.user_id */
  "reviews_by",
  /** reviews.compliment_author_id */
  "reviews_to",
  /** reviews.compliment_ad_id */
  "ad_reviews",
  /** messages.conversation_id */
  "messages",
] as const;
export type ListName = (typeof listNames)[number];

/**
 * How many rows each owner's list holds, kept exact by the database: statement triggers on each
 * listed table add the new rows' counts and subtract the old ones' in the same transaction, so a
 * list's `total` is one row read however long the list is.
 */
export const listTotals = pgTable(
  "list_totals",
  {
    list: varchar("list", { length: 20, enum: listNames }).notNull(),
    ownerId: integer("owner_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.ownerId] })],
);

/** B is blocked by A: B cannot message A, reply to A's compliments or start a conversation with A (issue 31). */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

export const reportReasons = ["harassment", "hate", "sexual", "spam", "personal_data", "illegal", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
/** What can be reported; a `decision` report is the affected person contesting a decision. */
export const reportTargets = ["compliment", "message", "profile", "ad", "review", "signature", "decision"] as const;
export type ReportTarget = (typeof reportTargets)[number];
export const reportStatuses = ["open", "decided"] as const;

/**
 * A notice (DSA Art. 16): who sent it (a user, or a guest's name and e-mail), about what, why, and
 * the content as it was when reported. Reports of one target are folded into one queue item.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    targetKind: varchar("target_kind", { length: 10, enum: reportTargets }).notNull(),
    /** The compliment's, message's, profile user's, ad's, review's, signature's or decision's id. */
    targetId: integer("target_id").notNull(),
    /** The account answerable for the content (null for an ad, or once that account is gone). */
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 14, enum: reportReasons }).notNull(),
    explanation: varchar("explanation", { length: 2000 }).notNull(),
    /** The exact place, as the app filled it in (a path on APP_URL). */
    place: varchar("place", { length: 500 }).notNull(),
    /** The reported content as it was when reported. */
    excerpt: varchar("excerpt", { length: 2000 }).notNull(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    notifierName: varchar("notifier_name", { length: 31 }),
    notifierEmail: varchar("notifier_email", { length: 255 }),
    status: varchar("status", { length: 7, enum: reportStatuses }).notNull().default("open"),
    decisionId: integer("decision_id").references(() => moderationDecisions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_open_idx")
      .on(t.targetKind, t.targetId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index("reports_reporter_idx").on(t.reporterId),
    index("reports_target_user_idx").on(t.targetUserId),
  ],
);

/** What an operator decides on reports. */
export const reportActions = ["dismiss", "remove", "suspend", "lift"] as const;
export type ReportAction = (typeof reportActions)[number];
/** Those, and `approve` or `reject` for a new business's ad waiting for review (target kind `ad`). */
export const moderationActions = [...reportActions, "approve", "reject"] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * The operators' audit log: one row per decision, never updated or deleted (migration 0015's
 * trigger refuses both). Ids, not names, so an account's deletion leaves it intact.
 */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    action: varchar("action", { length: 8, enum: moderationActions }).notNull(),
    targetKind: varchar("target_kind", { length: 10, enum: reportTargets }).notNull(),
    targetId: integer("target_id").notNull(),
    targetUserId: integer("target_user_id"),
    reportIds: jsonb("report_ids").$type<number[]>().notNull(),
    reason: varchar("reason", { length: 2000 }).notNull(),
    /** For a suspension: when it ends (null: until lifted). A `lift` ends a suspension early. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_decisions_created_idx").on(t.createdAt, t.id)],
);

export const dataExportStatuses = ["building", "ready", "failed"] as const;

/** A user's copy of their data (GDPR Art. 20), built by a job; the zip is kept here, never under /storage. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: userRef("user_id"),
    status: varchar("status", { length: 8, enum: dataExportStatuses }).notNull().default("building"),
    /** 0–100, as the job goes. */
    progress: integer("progress").notNull().default(0),
    zip: bytea("zip"),
    createdAt: createdAt(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.id)],
);
