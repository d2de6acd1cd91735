import { messages as authMessages } from "@/common/validations/messages";
import { ApiError, validationError } from "../../lib/errors";

export { complimentNotFound } from "../compliments/errors";
export { userNotFound } from "../users/errors";
export { adNotFound } from "../ads/errors";

/** Unknown ids, removed messages and messages of conversations the caller is not in alike. */
export const messageNotFound = () => new ApiError(404, "Message not found");

/** Unknown ids, and signatures whose key (code or signing link) the reporter does not hold, alike. */
export const signatureNotFound = () => new ApiError(404, "Signature not found");

export const reviewNotFound = () => new ApiError(404, "Review not found");

/** A guest names themselves: the notice must say who sent it (DSA Art. 16(2)(c)). */
export const guestMustNameThemselves = (missing: { name: boolean; email: boolean }) =>
  validationError({
    ...(missing.name && { name: [authMessages.nameRequired] }),
    ...(missing.email && { email: [authMessages.emailRequired] }),
  });
