import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { isSigningToken } from "@/common/signing-token";
import { signingMessages } from "@/common/validations/signing";
import { blocks, complimentSignings, compliments, signatures, signingEmailCodes, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { mailJob } from "../../jobs/mail";
import { enqueue } from "../../jobs/queue";
import type { AuthUser } from "../../lib/app-env";
import { refuseUnverified } from "../../lib/auth";
import { hmac, randomDigits, safeEqual } from "../../lib/crypto";
import { actionMail } from "../../lib/mail-templates";
import { validationError } from "../../lib/errors";
import { blockedFromSigning, signingClosed, signingLinkInvalid, wrongEmailCode } from "./errors";
import { signatureJson, signingLink, SIGNATURES_PER_PAGE } from "./json";
import { isSigningOpen } from "./state";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

const FORMER_MEMBER = "Former member";
/** A guest's code lives this long and takes this many tries. */
const CODE_TTL_MS = 30 * 60_000;
const CODE_TRIES = 5;

/** The group compliment behind a signing link that is on; else the 404 of an unknown link. */
async function findByToken(db: Deps["db"], token: string) {
  if (!isSigningToken(token)) throw signingLinkInvalid();
  const [found] = await db
    .select({
      signing: complimentSignings,
      compliment: { id: compliments.id, to: compliments.to, text: compliments.compliment, authorId: compliments.customerId },
      organiserName: users.name,
    })
    .from(complimentSignings)
    .innerJoin(compliments, eq(compliments.id, complimentSignings.complimentId))
    .leftJoin(users, eq(users.id, compliments.customerId))
    .where(eq(complimentSignings.token, token));
  if (!found) throw signingLinkInvalid();
  return found;
}

/** The signing page: who it is for, the organiser's text, and the signatures so far if the organiser shows them; never the code. */
export async function signingPage({ db, clock }: Deps, token: string, viewerId: number | null) {
  const { signing, compliment, organiserName } = await findByToken(db, token);
  const shown = and(eq(signatures.complimentId, compliment.id), isNull(signatures.hiddenAt));
  const [count, list, own] = await Promise.all([
    db.$count(signatures, shown),
    signing.showSignatures
      ? db.select().from(signatures).where(shown).orderBy(asc(signatures.createdAt), asc(signatures.id)).limit(SIGNATURES_PER_PAGE)
      : [],
    viewerId === null
      ? []
      : db
          .select()
          .from(signatures)
          .where(and(eq(signatures.complimentId, compliment.id), eq(signatures.userId, viewerId))),
  ]);
  return {
    to: compliment.to,
    compliment: compliment.text,
    organiser_name: organiserName ?? FORMER_MEMBER,
    closes_at: signing.closesAt?.toISOString() ?? null,
    open: isSigningOpen(signing, clock.now()),
    show_signatures: signing.showSignatures,
    signature_count: count,
    signatures: list.map(signatureJson),
    your_signature: own[0] ? signatureJson(own[0]) : null,
  };
}

const codeHash = (key: string, complimentId: number, email: string, code: string) =>
  hmac(key, `signing-code:${complimentId}:${email}:${code}`);

/**
 * Mails a 6-digit code to `email` for signing as a guest (a new one replaces the last), through the
 * job queue. Answered the same whatever the address; refused only for a link that is off or closed.
 */
export async function requestEmailCode({ db, clock, config }: Deps, token: string, typed: string) {
  const { signing, compliment, organiserName } = await findByToken(db, token);
  const now = clock.now();
  if (!isSigningOpen(signing, now)) throw signingClosed();
  const email = typed.trim().toLowerCase();
  const code = randomDigits(6);
  const values = {
    complimentId: compliment.id,
    email,
    codeHash: codeHash(config.appKey, compliment.id, email, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  };
  const mail = actionMail({
    appName: config.appName,
    to: email,
    subject: `Your code to sign: ${code}`,
    intro: `Your code to sign the group compliment for ${compliment.to}${organiserName ? ` that ${organiserName} started` : ""} is ${code}. It is valid for 30 minutes.`,
    action: "Back to the signing page",
    url: signingLink(config, signing.token) ?? config.appUrl,
    outro: "If you did not ask for it, no further action is required: nothing is signed without the code.",
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(signingEmailCodes)
      .values(values)
      .onConflictDoUpdate({ target: [signingEmailCodes.complimentId, signingEmailCodes.email], set: values });
    await enqueue(tx, mailJob(mail, now));
  });
}

type Signer = { userId: number; guestEmail: null; name: string } | { userId: null; guestEmail: string; name: string };
export type SignInput = { message: string; name?: string; email?: string; email_code?: string };

/**
 * Signs the group compliment behind `token`, or replaces the signer's own signature (one per
 * person, editable until signing closes). A signed-in person signs under their account's name; a
 * guest with a name and the code mailed to their address, which it uses up. The signature is
 * written in a transaction that holds the signing row FOR SHARE, so "Close signing" (an update of
 * that row) is ordered before or after it, never between. Answers the signature and whether it is new.
 */
export async function sign(deps: Deps, token: string, viewer: AuthUser | null, input: SignInput) {
  const { db, clock, config } = deps;
  const { signing, compliment } = await findByToken(db, token);
  if (!isSigningOpen(signing, clock.now())) throw signingClosed();
  const signer = viewer ? await accountSigner(db, viewer, compliment.authorId) : guestSigner(input);
  const hash = signer.guestEmail === null ? "" : codeHash(config.appKey, compliment.id, signer.guestEmail, input.email_code ?? "");
  if (signer.guestEmail !== null) await checkEmailCode(db, hash, compliment.id, signer.guestEmail, clock.now());
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [held] = await tx
      .select({ closesAt: complimentSignings.closesAt, closedAt: complimentSignings.closedAt })
      .from(complimentSignings)
      .where(eq(complimentSignings.complimentId, compliment.id))
      .for("share");
    if (!held || !isSigningOpen(held, now)) throw signingClosed();
    if (signer.guestEmail !== null) await useEmailCode(tx, hash, compliment.id, signer.guestEmail);
    const target =
      signer.userId !== null
        ? { target: [signatures.complimentId, signatures.userId], targetWhere: sql`${signatures.userId} is not null` }
        : { target: [signatures.complimentId, signatures.guestEmail], targetWhere: sql`${signatures.guestEmail} is not null` };
    const [row] = await tx
      .insert(signatures)
      .values({ complimentId: compliment.id, ...signer, message: input.message, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ ...target, set: { name: signer.name, message: input.message, updatedAt: now } })
      .returning({
        id: signatures.id,
        name: signatures.name,
        message: signatures.message,
        createdAt: signatures.createdAt,
        created: sql<boolean>`xmax = 0`,
      });
    if (!row) throw signingClosed();
    return { signature: signatureJson(row), created: row.created };
  });
}

/** A signed-in signer: verified, not blocked by the organiser, under their account's name. */
async function accountSigner(db: Deps["db"], viewer: AuthUser, authorId: number | null): Promise<Signer> {
  refuseUnverified(viewer);
  if (authorId !== null && authorId !== viewer.id) {
    if ((await db.$count(blocks, and(eq(blocks.blockerId, authorId), eq(blocks.blockedId, viewer.id)))) > 0) throw blockedFromSigning();
  }
  return { userId: viewer.id, guestEmail: null, name: viewer.name.slice(0, 31) };
}

/** A guest signer: a name, the address and its code are required. */
function guestSigner(input: SignInput): Signer {
  const missing: Record<string, string[]> = {};
  if (!input.name) missing.name = ["Name is required"];
  if (!input.email) missing.email = ["Email is required"];
  if (!input.email_code) missing.email_code = [signingMessages.codeInvalid];
  if (Object.keys(missing).length) throw validationError(missing);
  return { userId: null, guestEmail: (input.email ?? "").trim().toLowerCase(), name: input.name ?? "" };
}

/** Checks a guest's code before signing: right, unexpired and within its tries; a wrong one counts a try. */
async function checkEmailCode(db: Deps["db"], hash: string, complimentId: number, email: string, now: Date) {
  const where = and(eq(signingEmailCodes.complimentId, complimentId), eq(signingEmailCodes.email, email));
  const [row] = await db.select().from(signingEmailCodes).where(where);
  if (row && row.expiresAt > now && row.attempts < CODE_TRIES && safeEqual(row.codeHash, hash)) return;
  if (row)
    await db
      .update(signingEmailCodes)
      .set({ attempts: sql`${signingEmailCodes.attempts} + 1` })
      .where(where);
  throw wrongEmailCode();
}

/** In the signing's transaction: uses the code up, so it signs once; a second use at the same moment finds it gone. */
async function useEmailCode(tx: Pick<Deps["db"], "delete">, hash: string, complimentId: number, email: string) {
  const used = await tx
    .delete(signingEmailCodes)
    .where(and(eq(signingEmailCodes.complimentId, complimentId), eq(signingEmailCodes.email, email), eq(signingEmailCodes.codeHash, hash)))
    .returning({ email: signingEmailCodes.email });
  if (used.length === 0) throw wrongEmailCode();
}
