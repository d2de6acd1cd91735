import { ApiError, validationError } from "../../lib/errors";
import { avatarLimits, profileMessages } from "../../../../lib/validations/profile";

export const userNotFound = () => new ApiError(404, "User not found");

const megabytes = avatarLimits.maxBytes / 1024 / 1024;
const avatarError = (message: string) => () => validationError({ avatar: [message] });

export const avatarTooLarge = avatarError(`The avatar must not be larger than ${megabytes} MB.`);
export const avatarNotAnImage = avatarError("The avatar must be a JPEG, PNG or WebP image.");
export const avatarTooManyPixels =
  avatarError(`The avatar must not be larger than ${avatarLimits.maxPixels} × ${avatarLimits.maxPixels} pixels.`);
export const avatarMissing = avatarError(profileMessages.pictureMissing);
export const invalidState = () => validationError({ state_id: [profileMessages.state] });
export const nothingToUpdate = () => new ApiError(422, "Nothing to update.");
