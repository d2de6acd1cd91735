import { ApiError, validationError } from "../../lib/errors";

/** Unknown ids and other people's conversations alike, so ids reveal nothing. */
export const conversationNotFound = () => new ApiError(404, "Conversation not found");

export { userNotFound } from "../users/errors";

export const cannotMessageSelf = () => validationError({ user: ["You cannot message yourself."] });
