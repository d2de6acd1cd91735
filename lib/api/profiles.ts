import "server-only";
import { backendJson } from "./client";
import { toProfile } from "./shapes";
import type { Answer } from "./wire";

export async function getOwnProfile(token: string) {
  return toProfile((await backendJson<Answer<"getOwnProfile">>("/v1/users/profile", { token })).data.data);
}

/** Another user's public profile (private fields come back empty). */
export async function getProfile(userId: number, token?: string) {
  return toProfile((await backendJson<Answer<"getProfile">>(`/v1/users/profile/${userId}`, { token })).data);
}

export async function listCountries() {
  return (await backendJson<Answer<"listCountries">>("/v1/helpers/countries")).data.data;
}
