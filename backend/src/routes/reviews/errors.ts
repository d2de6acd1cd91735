import { reviewMessages } from "@/common/validations/messages";
import { ApiError } from "../../lib/errors";

export const complimentAdNotFound = () => new ApiError(404, reviewMessages.noComplimentAd);

export const notYourCompliment = () => new ApiError(403, reviewMessages.notYours);
