import { signingMessages } from "@/common/validations/signing";
import { ApiError, validationError } from "../../lib/errors";

export const signingLinkInvalid = () => new ApiError(404, signingMessages.linkInvalid).because("signing-link-invalid");
export const signingClosed = () => new ApiError(409, signingMessages.closed).because("signing-closed");
export const blockedFromSigning = () => new ApiError(403, signingMessages.blocked).because("blocked");
export const signatureNotFound = () => new ApiError(404, signingMessages.signatureNotFound);
export const notGroupCompliment = () => new ApiError(404, signingMessages.notGroup);
export const wrongEmailCode = () => validationError({ email_code: [signingMessages.codeWrong] });
export const closesRefused = (field: string, message: string) => validationError({ [field]: [message] });
