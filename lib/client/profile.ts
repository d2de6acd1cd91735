"use client";

import type { z } from "@/common/validations/zod";
import { toProfile, type Profile } from "@/lib/api/shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import type { personalDetailsSchema } from "@/common/validations/profile";
import { callApi, mapped, v1, type ApiResult } from "./api";

/** The personal details as typed (the backend trims and checks them with the same schema), and the signature kept as it came (spec §3). */
export type PersonalDetails = z.input<typeof personalDetailsSchema> & { signature: string };

/** Saves one tab of the profile: a multipart POST with Laravel's method override, as spec §3 describes. */
function saveProfile(fields: Record<string, string | Blob>): Promise<ApiResult<Profile>> {
  const body = new FormData();
  body.set("_method", "PATCH");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return mapped(callApi<Answer<"updateProfileWithPost">>(v1`users/profile`, { method: "POST", body }), (b) => toProfile(b.data));
}

/** Names the backend's field errors as the form's fields (the address is `addresses.0` on the wire). */
async function renamedErrors(call: Promise<ApiResult<Profile>>, names: Record<string, string>): Promise<ApiResult<Profile>> {
  const result = await call;
  if (result.ok || !result.errors) return result;
  return { ...result, errors: Object.fromEntries(Object.entries(result.errors).map(([key, list]) => [names[key] ?? key, list])) };
}

export function savePersonalDetails({ address, ...rest }: PersonalDetails) {
  const fields = { ...rest, "addresses[0]": address };
  return renamedErrors(
    saveProfile(
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === undefined || value === null ? "" : String(value)])),
    ),
    { "addresses.0": "address" },
  );
}

/** The picture as a file; the camera's capture is a JPEG blob. */
export function saveProfilePicture(picture: Blob) {
  const name = picture instanceof File ? picture.name : picture.type === "image/jpeg" ? "avatar.jpg" : "avatar";
  return saveProfile({ avatar: picture instanceof File ? picture : new File([picture], name, { type: picture.type }) });
}

/** Replaces the links with these (spec §3: links[i][name] and links[i][url], or an empty list). */
export function saveLinks(links: Array<{ name: string; url: string }>) {
  const fields = Object.fromEntries(
    links.flatMap((l, i) => [
      [`links[${i}][name]`, l.name],
      [`links[${i}][url]`, l.url],
    ]),
  );
  return saveProfile(links.length ? fields : { links: "[]" });
}

/** Whether the user is e-mailed when one of their compliments is first read, claimed or replied to. */
export const emailOnActivity = () =>
  mapped(callApi<Answer<"getNotificationSettings">>(v1`users/notification-settings`), (body) => body.data.notify_by_email);

/** Turns those e-mails on or off; answers the setting as stored. */
export const saveEmailOnActivity = (on: boolean) =>
  mapped(
    callApi<Answer<"updateNotificationSettings">>(v1`users/notification-settings`, {
      method: "PATCH",
      json: { notify_by_email: on } satisfies RequestJson<"updateNotificationSettings">,
    }),
    (body) => body.data.notify_by_email,
  );
