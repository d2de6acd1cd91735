import type { Schema } from "./wire";

/** A signature as signers and the recipient see it. */
export type Signature = { id: number; name: string; message: string; createdAt: string };
/** A signature as the organiser sees it: whether it is hidden from the recipient, and whether a guest wrote it. */
export type OrganiserSignature = Signature & { updatedAt: string; hidden: boolean; guest: boolean; byOrganiser: boolean };

/** The signing page of `/sign/[token]`: never the code. */
export type SigningPage = {
  to: string;
  text: string;
  organiserName: string;
  closesAt: string | null;
  open: boolean;
  showSignatures: boolean;
  signatureCount: number;
  signatures: Signature[];
  yourSignature: Signature | null;
};

/** The organiser's view of a group compliment's signing. */
export type OrganiserSigning = {
  link: string | null;
  closesAt: string | null;
  closedAt: string | null;
  open: boolean;
  showSignatures: boolean;
  signatures: OrganiserSignature[];
  counts: { signatures: number; shown: number };
};

export const toSignature = (s: Schema<"Signature">): Signature => ({ id: s.id, name: s.name, message: s.message, createdAt: s.created_at });

export const toSigningPage = (p: Schema<"SigningPage">): SigningPage => ({
  to: p.to,
  text: p.compliment,
  organiserName: p.organiser_name,
  closesAt: p.closes_at,
  open: p.open,
  showSignatures: p.show_signatures,
  signatureCount: p.signature_count,
  signatures: p.signatures.map(toSignature),
  yourSignature: p.your_signature ? toSignature(p.your_signature) : null,
});

export const toOrganiserSigning = (s: Schema<"OrganiserSigning">): OrganiserSigning => ({
  link: s.link,
  closesAt: s.closes_at,
  closedAt: s.closed_at,
  open: s.open,
  showSignatures: s.show_signatures,
  signatures: s.signatures.map((x) => ({
    ...toSignature(x),
    updatedAt: x.updated_at,
    hidden: x.hidden,
    guest: x.guest,
    byOrganiser: x.by_organiser,
  })),
  counts: s.counts,
});

/** Whether anyone but the organiser has signed: closing or delivering without is warned about. */
export const signedByOthers = (signing: Pick<OrganiserSigning, "signatures">) => signing.signatures.some((s) => !s.byOrganiser);
