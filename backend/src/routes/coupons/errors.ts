import { ApiError } from "../../lib/errors";

export const couponNotFound = () => new ApiError(404, "Coupon not found");

export const invalidDownloadLink = () => new ApiError(403, "This download link is invalid or has expired.");
