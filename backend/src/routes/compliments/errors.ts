import { ApiError } from "../../lib/errors";

/** Unknown ids and other users' compliments alike, so ids reveal nothing. */
export const complimentNotFound = () => new ApiError(404, "Compliment not found");

export const cannotClaim = () => new ApiError(400, "Compliment already claimed or cannot be claimed");

export const cannotReplyToOwn = () => new ApiError(400, "You cannot reply to your own compliment.");

/** The code of a compliment an operator removed (retired_codes.removed_at). */
export const complimentRemoved = () => new ApiError(410, "This compliment was removed.").because("removed");
