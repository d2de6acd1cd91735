import "server-only";
import { backendJson } from "./client";
import { toConversation, toMessagePage, toPage, toPerson } from "./shapes";
import type { Answer } from "./wire";

export async function listConversations(token: string, { page, limit }: { page: number; limit: number }) {
  const json = await backendJson<Answer<"listConversations">>(`/v1/compliments/conversations?page=${page}&per_page=${limit}`, { token });
  return toPage(json, toConversation);
}

/** The newest page of a conversation; reading it marks the conversation read for this user. */
export async function getConversation(token: string, id: number) {
  return toMessagePage(await backendJson<Answer<"getConversation">>(`/v1/compliments/conversations/${id}`, { token }));
}

export async function listConnections(token: string, { page, limit }: { page: number; limit: number }) {
  const json = await backendJson<Answer<"listConnections">>(`/v1/users/my-connections?page=${page}&per_page=${limit}`, { token });
  return toPage(json, toPerson);
}
