import { z } from "./zod";
import { noControlCharacters } from "./text";

export const messageMessages = {
  tooShort: "The message must be at least 3 characters long.",
  tooLong: "The message must not exceed 1000 characters.",
} as const;

/** A chat message (conversation and profile message box): 3 to 1000 characters once trimmed, lines and tabs allowed. */
export const messageText = z
  .string({ error: messageMessages.tooShort })
  .trim()
  .check(noControlCharacters("Message", "lines"))
  .min(3, { error: messageMessages.tooShort })
  .max(1000, { error: messageMessages.tooLong });

export const sendMessageSchema = z.object({
  conversation_id: z.number({ error: "The conversation id is required." }).int().positive(),
  message: messageText,
});

export const directMessageSchema = z.object({ message: messageText });
