import { ApiError, validationError } from "../../lib/errors";

/** Unknown ids and other people's conversations alike, so ids reveal nothing. */
export const conversationNotFound = () => new ApiError(404, "Conversation not found");

export const userNotFound = () => new ApiError(404, "User not found");

export const cannotMessageSelf = () => validationError({ user: ["You cannot message yourself."] });
