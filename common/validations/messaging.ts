import { z } from "./zod";

/** Who may message a user directly or start a conversation with them (the stored values, in the order the form lists them). */
export const whoMayMessageValues = ["anyone", "connections", "no_one"] as const;
export type WhoMayMessageValue = (typeof whoMayMessageValues)[number];

export const messagingMessages = {
  whoMayMessage: "The who may message field must be one of: anyone, connections, no_one.",
} as const;

/** The "Who may message me" setting, as the settings form and the API take it. */
export const messagingSettingsSchema = z.object({
  who_may_message: z.enum(whoMayMessageValues, { error: messagingMessages.whoMayMessage }),
});
