"use client";

import { callApi } from "./api";

/** Saves one tab of the profile: a multipart POST with Laravel's method override, as spec §3 describes. */
export function saveProfile(fields: Record<string, string | Blob>) {
  const body = new FormData();
  body.set("_method", "PATCH");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return callApi("users/profile", { method: "POST", body });
}
