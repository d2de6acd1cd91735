import "server-only";
import { notFound } from "next/navigation";
import { toWaitingAd } from "./business-shapes";
import { BackendError, backendJson } from "./client";
import { toDecision, toQueueItem, type ContestLink } from "./moderation-shapes";
import { toPage } from "./shapes";
import type { Answer, Paged } from "./wire";

/** A moderation page's data: the backend's 403 (no operator) is the 404 page, as for any page one may not see. */
async function asOperator<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof BackendError && error.status === 403) notFound();
    throw error;
  }
}

export const getQueue = async (token: string) =>
  (await asOperator(backendJson<Answer<"listModerationQueue">>("/v1/moderation/reports", { token }))).data.map(toQueueItem);

/** The ads of new businesses waiting for review, oldest first. */
export const getWaitingAds = async (token: string) =>
  (await asOperator(backendJson<Answer<"listWaitingAds">>("/v1/moderation/ads", { token }))).data.map(toWaitingAd);

export async function getLog(token: string, page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const json = await asOperator(backendJson<Paged<Answer<"listModerationLog">>>(`/v1/moderation/log?${query}`, { token }));
  return toPage(json, toDecision);
}

/** The decision a contest link names; `invalid` with the backend's message when the link is altered or expired. */
export async function getContestedDecision(link: ContestLink) {
  try {
    const { data } = await backendJson<Answer<"getContestedDecision">>(`/v1/reports/contest?${new URLSearchParams(link)}`);
    return { action: data.action, reason: data.reason, createdAt: data.created_at, suspendedUntil: data.suspended_until };
  } catch (error) {
    if (error instanceof BackendError && (error.status === 403 || error.status === 422)) return { invalid: error.message };
    throw error;
  }
}
