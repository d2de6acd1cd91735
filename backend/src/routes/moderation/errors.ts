import { calendarDate } from "@/lib/format/time-label";
import { ApiError } from "../../lib/errors";

/** Every moderation call answers this to a signed-in user who is no operator. */
export const operatorsOnly = () => new ApiError(403, "This action is unauthorized.");

/** Log in during a suspension: its end, the day in UTC, named so ("December 25, 2026 (UTC)"): the backend knows no reader's zone. */
export const accountSuspended = (until: Date | null) =>
  new ApiError(
    403,
    until
      ? `This account is suspended until ${calendarDate(until.toISOString())}.`
      : "This account is suspended until an operator lifts the suspension.",
  ).because("suspended");

export const nothingToDecide = () => new ApiError(404, "There are no open reports about this content.");

export const noAccountToSuspend = () =>
  new ApiError(422, "This content has no account behind it to suspend.", {
    action: ["This content has no account behind it to suspend."],
  });

export const cannotRemove = () =>
  new ApiError(422, "Only a compliment, a message, a review or profile text can be removed.", {
    action: ["Only a compliment, a message, a review or profile text can be removed."],
  });

export const cannotLift = () =>
  new ApiError(422, "Only a contested suspension can be lifted here.", { action: ["Only a contested suspension can be lifted here."] });

export const notSuspended = () => new ApiError(400, "This account is not suspended.");

export const invalidContestLink = () => new ApiError(403, "This link to contest a decision is invalid or has expired.");
