import { ApiError } from "../../lib/errors";

export const stateNotFound = () => new ApiError(404, "State not found");
