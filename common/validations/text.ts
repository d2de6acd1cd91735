import type { z } from "./zod";

/** The one message for control characters in text; `label` names the field as its form does. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/**
 * Which control characters (C0, DEL and C1) a kind of text refuses: a line none, multi-line text
 * all but tab, line feed and carriage return, a secret only NUL (it is hashed, never shown).
 */
const CONTROL = {
  line: /[\u0000-\u001f\u007f-\u009f]/,
  lines: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
  secret: /\u0000/,
} as const;

export type TextKind = keyof typeof CONTROL;

export const hasControlCharacters = (value: string, kind: TextKind = "line") => CONTROL[kind].test(value);

/**
 * A check for `z.string().check()`, placed before the field's other rules: text with control
 * characters gets this message alone, as the issue ends the field's checks (length ones included).
 */
export const noControlCharacters =
  (label: string, kind: TextKind = "line") =>
  (ctx: z.core.ParsePayload<string>) => {
    if (hasControlCharacters(ctx.value, kind)) {
      ctx.issues.push({ code: "custom", message: controlCharactersMessage(label), input: ctx.value, continue: false });
    }
  };
