import { z } from "zod";

export const codeMessages = {
  invalid: "Code must be exactly 8 digits.",
  onEnter: "Please enter a valid 8-digit code.",
} as const;

export const complimentCode = z.string().regex(/^\d{8}$/, { error: codeMessages.invalid });
