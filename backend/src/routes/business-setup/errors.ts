import { businessMessages } from "@/common/validations/business";
import { ApiError, validationError } from "../../lib/errors";

/** One business per owner: opening a second is refused, with the way to the first. */
export const alreadyOwner = () => new ApiError(409, businessMessages.alreadyOwner);

/** business_profiles.name is unique (in any case, as people read names). */
export const nameTaken = () => validationError({ name: [businessMessages.nameTaken] });

/** ads_business_title_unique: one business's ads have different titles. */
export const titleTaken = () => validationError({ title: [businessMessages.titleTaken] });

export const stateNotFound = () => validationError({ state_id: [businessMessages.stateInvalid] });

export const adNotFound = () => new ApiError(404, "Ad not found.");

export const endedIsFinal = () => validationError({ "offer.status": [businessMessages.endedIsFinal] });

export const offerCannotBeRemoved = () => validationError({ offer: [businessMessages.offerCannotBeRemoved] });

const fieldError = (field: string, message: string) => () => validationError({ [field]: [message] });

export const logoRefusals = {
  tooLarge: fieldError("logo", businessMessages.logoTooLarge),
  notAnImage: fieldError("logo", businessMessages.logoNotAnImage),
  tooManyPixels: fieldError("logo", businessMessages.logoTooManyPixels),
  missing: fieldError("logo", businessMessages.logoMissing),
};

export const imageRefusals = {
  tooLarge: fieldError("image", businessMessages.imageTooLarge),
  notAnImage: fieldError("image", businessMessages.imageNotAnImage),
  tooManyPixels: fieldError("image", businessMessages.imageTooManyPixels),
  missing: fieldError("image", businessMessages.imageMissing),
};
