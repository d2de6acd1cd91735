import { ApiError } from "../../lib/errors";

export const adNotFound = () => new ApiError(404, "Ad not found");
