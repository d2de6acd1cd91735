import { ApiError } from "../../lib/errors";

export const complimentAdNotFound = () => new ApiError(404, "Could not find the compliment_ad_id for this ad");
