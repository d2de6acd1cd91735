import type { AppDeps } from "../deps";
import { exportJobs } from "../routes/account/exports";
import { ACTIVITY_MAIL, mailActivity } from "../routes/activity/record-activity";
import { passwordReset } from "../routes/auth/password-reset";
import { unreadMessageJobs } from "../routes/conversations/unread-mail";
import { deliveryJobs } from "../routes/deliveries/delivery-jobs";
import { resubscribeJobs } from "../routes/deliveries/resubscribe";
import { signingJobs } from "../routes/signing/close-signing";
import { invitationJobs } from "../routes/signing-invitations/invitation-mail";
import { MAIL } from "./mail";
import type { AllJobHandlers } from "./kinds";

/** Every kind of job, and what running one does. */
export function jobHandlers(deps: AppDeps): AllJobHandlers {
  const resets = passwordReset(deps);
  return {
    [MAIL]: { run: (message) => deps.mailer.send(message) },
    [ACTIVITY_MAIL]: { run: ({ activityId }) => mailActivity(deps, activityId) },
    ...deliveryJobs(deps),
    ...resubscribeJobs(deps),
    ...unreadMessageJobs(deps),
    ...exportJobs(deps),
    ...signingJobs(deps),
    ...invitationJobs(deps),
    "password-reset": { run: ({ email, next }) => resets.request(email, next) },
  };
}
