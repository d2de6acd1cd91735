import { ApiError } from "../../lib/errors";

export const memberNotFound = () => new ApiError(404, "Member not found.");

/** A business always has an owner: the last one cannot step down. */
export const lastOwner = () => new ApiError(409, "A business needs an owner. Make another member its owner before you step down.");
