import "server-only";
import { backendJson } from "./client";
import { toProfile, type ProfileJson } from "./shapes";

type Envelope<T> = { success: boolean; message: string; data: T };

export async function getOwnProfile(token: string) {
  return toProfile((await backendJson<Envelope<{ data: ProfileJson }>>("/v1/users/profile", { token })).data.data);
}

/** Another user's public profile (private fields come back empty). */
export async function getProfile(userId: number, token?: string) {
  return toProfile((await backendJson<Envelope<ProfileJson>>(`/v1/users/profile/${userId}`, { token })).data);
}

export async function listCountries() {
  return (await backendJson<Envelope<{ data: Array<{ id: number; name: string }> }>>("/v1/helpers/countries")).data.data;
}
