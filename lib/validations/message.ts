import { z } from "zod";

export const messageMessages = {
  tooShort: "The message must be at least 3 characters long.",
  tooLong: "The message must not exceed 1000 characters.",
} as const;

/** A chat message (conversation and profile message box): 3 to 1000 characters once trimmed. */
export const messageText = z.string({ error: messageMessages.tooShort }).trim()
  .min(3, { error: messageMessages.tooShort })
  .max(1000, { error: messageMessages.tooLong });

export const sendMessageSchema = z.object({
  conversation_id: z.number({ error: "The conversation id is required." }).int().positive(),
  message: messageText,
});

export const directMessageSchema = z.object({ message: messageText });
