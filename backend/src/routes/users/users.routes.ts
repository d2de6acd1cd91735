import { createRoute, z } from "@hono/zod-openapi";
import { avatarLimits } from "@/common/validations/profile";
import { keysetQuery } from "../../lib/keyset";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import { errorResponses, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, optionalBearerAuth } from "../../lib/router";
import { profileReviewSchema, profileSchema } from "./json";

const tags = ["Profiles"];
const REVIEWS_MAX_LIMIT = 25;
/** Room for a full-size picture and the form around it. */
export const PROFILE_BODY_LIMIT = 3 * 1024 * 1024;

const text = (description: string) => z.string().optional().openapi({ description });

const profileForm = z
  .object({
    _method: z.string().optional().openapi({ description: "Laravel's method override; PATCH.", example: "PATCH" }),
    first_name: text("Personal details: required whenever any of them is sent."),
    last_name: text("Personal details: required whenever any of them is sent."),
    phone_number: text("Personal details."),
    bio: text("Personal details."),
    "addresses[0]": text("Personal details: the address; empty removes it."),
    zip_code: text("Personal details."),
    state_id: text("Personal details: a state id, or empty for none."),
    signature: text("Personal details."),
    links: text('Links: a JSON list of { name, url }; "[]" removes every link.'),
    avatar: z
      .union([z.instanceof(Blob), z.string()])
      .optional()
      .openapi({
        type: "string",
        format: "binary",
        description: `Profile picture: JPEG, PNG or WebP, at most ${avatarLimits.maxBytes / 1024 / 1024} MB and ${avatarLimits.maxPixels} × ${avatarLimits.maxPixels} pixels; stored as a 256 × 256 WebP.`,
      }),
  })
  .catchall(
    z
      .string()
      .openapi({ description: "Links: links[i][name] and links[i][url], in slot order; a slot without both is dropped, not refused." }),
  )
  .openapi("ProfileUpdate");

export const showOwnProfile = createRoute({
  method: "get",
  path: "/users/profile",
  operationId: "getOwnProfile",
  summary: "Get the user's own profile",
  tags,
  security: bearerAuth,
  responses: {
    200: okResponse(z.object({ data: profileSchema }), "The user's own profile, private fields included, under data.data."),
    ...errorResponses(401),
  },
});

export const showProfile = createRoute({
  method: "get",
  path: "/users/profile/{id}",
  operationId: "getProfile",
  summary: "Get a user's public profile",
  tags,
  security: optionalBearerAuth,
  description: "Public; {id} is a user id. E-mail, phone, addresses, zip and signature are empty unless it is the viewer's own.",
  request: { params: z.object({ id: idParam }) },
  responses: { 200: okResponse(profileSchema, "The profile."), ...errorResponses(404) },
});

/** The personal-details tab, as the profile editor sends it. */
const profileExample: z.input<typeof profileForm> = {
  _method: "PATCH",
  first_name: "Ada",
  last_name: "Lovelace",
  bio: "Writes notes for the analytical engine.",
  zip_code: "10115",
};

const updateRequest = {
  body: {
    content: {
      "multipart/form-data": { schema: profileForm, example: profileExample },
      "application/x-www-form-urlencoded": { schema: profileForm, example: profileExample },
    },
    required: true,
  },
};

const updateResponses = {
  200: okResponse(profileSchema, "Saved; the profile as its owner sees it."),
  ...errorResponses(401, 422),
};

const updateDescription =
  "Saves the tabs whose fields are sent: personal details, links, or the picture; nothing else changes. " +
  `Bodies over ${PROFILE_BODY_LIMIT / 1024 / 1024} MB are refused with the avatar's size message.`;

export const updateProfile = createRoute({
  method: "post",
  path: "/users/profile",
  operationId: "updateProfileWithPost",
  summary: "Update the user's profile (POST with _method=PATCH)",
  tags,
  security: bearerAuth,
  description: `${updateDescription} Sent as POST with _method=PATCH, as Laravel clients do.`,
  request: updateRequest,
  responses: updateResponses,
});

export const patchProfile = createRoute({
  method: "patch",
  path: "/users/profile",
  operationId: "updateProfile",
  summary: "Update the user's profile",
  tags,
  security: bearerAuth,
  description: updateDescription,
  request: updateRequest,
  responses: updateResponses,
});

const reviewsQuery = z.object({
  page: paginationQuery.page,
  limit: integerQuery("limit", 1, REVIEWS_MAX_LIMIT).optional().openapi({ description: "Page size, 5 by default." }),
  ...keysetQuery,
  user_id: integerQuery("user_id", 1, Number.MAX_SAFE_INTEGER)
    .optional()
    .openapi({
      description:
        "Another user's reviews; the viewer's own by default. Another user's lists hold the reviews that user wrote, and " +
        "those of compliments whose code the viewer holds (wrote, claimed or looked up): a review names one of its " +
        "compliment's people. Each compliment's `id`, `code` and `to` are null unless the viewer wrote or claimed it.",
    }),
});

const reviewsResponses = (description: string) => ({
  200: jsonResponse(paginatedSchema(profileReviewSchema), description),
  ...errorResponses(401, 404, 422),
});

export const myReviews = createRoute({
  method: "get",
  path: "/users/my-reviews",
  operationId: "listMyReviews",
  summary: "List the reviews the user wrote",
  tags,
  security: bearerAuth,
  request: { query: reviewsQuery },
  responses: reviewsResponses("One page of the reviews the user wrote, newest first."),
});

export const otherReviews = createRoute({
  method: "get",
  path: "/users/other-reviews",
  operationId: "listReviewsOfMyAds",
  summary: "List the reviews of the ads on the user's compliments",
  tags,
  security: bearerAuth,
  request: { query: reviewsQuery },
  responses: reviewsResponses("One page of the reviews, by anyone, of the ads on the user's own compliments, newest first."),
});
