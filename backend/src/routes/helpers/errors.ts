import { ApiError } from "../../lib/errors";

export const countryNotFound = () => new ApiError(404, "Country not found");
