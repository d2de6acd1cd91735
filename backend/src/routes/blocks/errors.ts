import { ApiError, validationError } from "../../lib/errors";

export { userNotFound } from "../users/errors";

/** The one answer to a message, reply or new conversation the recipient does not take: blocked, or not accepting it. */
export const CANNOT_MESSAGE = "You can't message this person.";

export const blockedFromMessaging = () => new ApiError(403, CANNOT_MESSAGE).because("blocked");
export const notAcceptingMessages = () => new ApiError(403, CANNOT_MESSAGE).because("not-accepting");

export const cannotBlockSelf = () => validationError({ user: ["You cannot block yourself."] });
