import { accountMessages } from "@/common/validations/account";
import { ApiError, validationError } from "../../lib/errors";

export const exportNotFound = () => new ApiError(404, "Data export not found.");
export const exportNotReady = () => new ApiError(409, "This copy of your data is not ready yet.");
export const wrongPassword = () => validationError({ password: [accountMessages.wrongPassword] });

const list = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** A business needs an owner: its only one makes another member its owner or closes it (on the business page) before leaving. */
export const soleOwner = (businesses: string[]) =>
  new ApiError(
    409,
    `You are the only owner of ${list(businesses)}. Make another member ${businesses.length > 1 ? "an owner of each" : "its owner"} ` +
      `or close ${businesses.length > 1 ? "them" : "the business"} on your business page first.`,
  ).because("sole-owner");
