/** Messages of spec §8 shown by more than one screen; each lives here once. */
/** Spec §8's "no response", in the browser: its call got no answer at all. */
export const NETWORK_ERROR = "Network error. Please try again later.";
/** Spec §8's other "no response" wording, from this site's server: the backend did not answer it (a 503). */
export const BACKEND_DOWN = "Network error or server is down";
export const SOMETHING_WRONG = "Something went wrong. Please try again later.";
export const UNAUTHORIZED_LOGIN = "Unauthorized access. Please check your email or password.";
export const UNAUTHORIZED_AGAIN = "Unauthorized. Please log in again.";
export const UNAUTHENTICATED_SAVE = "Unauthenticated User. Please login again.";
/** Said after UNAUTHENTICATED_SAVE when the page left for the login page kept what was typed on it (lib/forms/drafts.ts). */
export const TYPING_KEPT = "What you typed is kept: it will be back on the page once you log in.";
export const INVALID_INPUT = "Invalid input. Please check your data.";
/** A profile setting (e-mails, who may message me) that did not save. */
export const SETTING_SAVE_FAILED = "Could not save this setting. Please try again.";
export const NOT_FOUND = "Compliment not found";
export const LOG_IN_FIRST = "You must log in first!";
export const LOAD_FAILED = "Failed to load data";
export const SEND_FAILED = "Failed to send message";
/** A send that got no answer (spec §8's thrown error). */
export const SEND_ERROR = "Error sending message";
/** Claim or reply failed and the server said nothing more. */
export const ACTION_FAILED = "Something went wrong!";
export const CONVERSATION_ERROR = "Error loading conversation";
export const CONVERSATION_FETCH_FAILED = "Failed to fetch conversation";
export const CONVERSATIONS_FETCH_FAILED = "Failed to fetch conversations";
export const SESSION_EXPIRED = "Unauthenticated - Please login again";
export const BODY_TOO_LARGE = "The request body is too large.";
export const OTHER_SITE = "Requests from other sites are not accepted.";
export const COMPLIMENT_LOAD_FAILED = "Failed to fetch compliment details";
export const ADS_FETCH_FAILED = "Failed to fetch ads";
export const BUSINESSES_FETCH_FAILED = "Failed to fetch business profiles";
/** Why the author of a kept (claimed) compliment can no longer change its recipient or text. */
export const KEPT_TEXT_LOCKED = "Its recipient has kept this compliment, so who it is for and what it says can no longer be changed.";
/** The current-user check failed and the server said nothing more (spec §8). */
export const VERIFICATION_FAILED = "Verification failed. Please try again.";
/** Shown while the backend cannot be reached (a banner with Retry, an open chat that keeps trying); what was typed is kept. */
export const SERVER_UNREACHABLE = "We can't reach the server right now.";
/** Who wrote a compliment or message, or claimed or replied, once their account was deleted (issue 31). */
export const FORMER_MEMBER = "Former member";
/** The home page's status once Delete my account has done its work and the session has ended. */
export const ACCOUNT_DELETED = "Your account was deleted. Thank you for the kind words you shared here.";
export const MODERATION_LOAD_FAILED = "Failed to load the moderation queue";
export const CONTEST_LOAD_FAILED = "Failed to load the decision";
/** Shown in place of a message an operator removed, to both sides of the conversation. */
export const MESSAGE_REMOVED = "Message removed";
