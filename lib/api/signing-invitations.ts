import "server-only";
import { backendJson, BackendError } from "./client";
import type { Answer, Schema } from "./wire";

/** One invited address, as the organiser's panel shows it. */
export type Invitation = { email: string; signed: boolean; remindersSent: number; invitedAt: string };
export type SigningInvitations = { invitations: Invitation[]; counts: { invited: number; signed: number } };

/** Reshapes the API's list (also what inviting answers) into the panel's. */
export const toSigningInvitations = (data: Schema<"SigningInvitations">): SigningInvitations => ({
  invitations: data.invitations.map((i) => ({
    email: i.email,
    signed: i.signed,
    remindersSent: i.reminders_sent,
    invitedAt: i.invited_at,
  })),
  counts: data.counts,
});

/**
 * The organiser's invitations of the group compliment with this code; null where there are none
 * to show: the compliment is not signed by a group, or not this user's (the backend's 404).
 */
export async function getSigningInvitations(code: string, token: string): Promise<SigningInvitations | null> {
  try {
    const { data } = await backendJson<Answer<"listSigningInvitations">>(`/v1/compliments/${code}/signing/invitations`, { token });
    return toSigningInvitations(data);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}
