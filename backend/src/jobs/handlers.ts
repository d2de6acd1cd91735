import type { AppDeps } from "../deps";
import type { MailMessage } from "../lib/mailer";
import { ACTIVITY_MAIL, mailActivity } from "../routes/activity/record-activity";
import { passwordReset } from "../routes/auth/password-reset";
import { unreadMessageJobs } from "../routes/conversations/unread-mail";
import { deliveryJobs } from "../routes/deliveries/delivery-jobs";
import { resubscribeJobs } from "../routes/deliveries/resubscribe";
import { MAIL } from "./mail";
import type { JobHandlers } from "./worker";

/** Every kind of job, and what running one does. */
export function jobHandlers(deps: AppDeps): JobHandlers {
  const resets = passwordReset(deps);
  return {
    [MAIL]: { run: (message) => deps.mailer.send(message as MailMessage) },
    [ACTIVITY_MAIL]: { run: ({ activityId }) => mailActivity(deps, Number(activityId)) },
    ...deliveryJobs(deps),
    ...resubscribeJobs(deps),
    ...unreadMessageJobs(deps),
    "password-reset": { run: ({ email, next }) => resets.request(String(email), next === undefined ? undefined : String(next)) },
  };
}
