import { ApiError, validationError } from "../../lib/errors";
import { profileMessages } from "@/common/validations/profile";

export const userNotFound = () => new ApiError(404, "User not found");

const avatarError = (message: string) => () => validationError({ avatar: [message] });

export const avatarTooLarge = avatarError(profileMessages.avatarTooLarge);
export const avatarNotAnImage = avatarError(profileMessages.avatarNotAnImage);
export const avatarTooManyPixels = avatarError(profileMessages.avatarTooManyPixels);
export const avatarMissing = avatarError(profileMessages.pictureMissing);
export const invalidState = () => validationError({ state_id: [profileMessages.state] });
export const nothingToUpdate = () => new ApiError(422, "Nothing to update.");
