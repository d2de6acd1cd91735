import { CODE_PATTERN } from "../code";
import * as z from "@/common/validations/zod-mini";
import { codeMessages } from "./messages";

export const complimentCode = z.string().check(z.regex(CODE_PATTERN, { error: codeMessages.invalid }));

/** What people put between the digits when they copy a printed code: spaces, dashes of any length, dots. */
const CODE_SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

/** A code as it was typed, pasted or linked (`8381 6592`, `8381-6592`) written as its 8 digits. */
export const normalizeCode = (typed: string) => typed.replace(CODE_SEPARATORS, "");

/** A code someone entered: separators ignored, then the 8-digit rule with its message. */
export const enteredComplimentCode = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? normalizeCode(v) : v)),
  complimentCode,
);

/** The code box of the home page (spec §5: checked as it is typed and on Enter). */
export const codeSearchSchema = z.object({ code: enteredComplimentCode });
