import * as serverCode from "./code";
import * as serverAuth from "./auth";
import * as serverReview from "./review";
import { messages as authMessages } from "./messages";

// The rules a guest's page checks are built twice from one source: with zod/mini in the browser
// (zod-mini.browser.ts, swapped in by next.config.mjs) and with classic zod everywhere else. Both
// must answer alike, and each must be what its side needs.

type Rules = { code: typeof serverCode; auth: typeof serverAuth; review: typeof serverReview };

let browser: Rules;
jest.isolateModules(() => {
  jest.doMock("@/common/validations/zod-mini", () => jest.requireActual("./zod-mini.browser"));
  browser = {
    code: jest.requireActual<Rules["code"]>("./code"),
    auth: jest.requireActual<Rules["auth"]>("./auth"),
    review: jest.requireActual<Rules["review"]>("./review"),
  };
});
const server: Rules = { code: serverCode, auth: serverAuth, review: serverReview };

/** What a schema answers: its value, or each field's messages. */
function answer(schema: { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { errors: serverAuth.fieldErrors(result.error as never) };
}

const E = authMessages;
const cases: Array<[string, (rules: Rules) => Parameters<typeof answer>[0], unknown, ReturnType<typeof answer>]> = [
  ["a code typed with a space", (r) => r.code.codeSearchSchema, { code: "8381 6592" }, { value: { code: "83816592" } }],
  ["a short code", (r) => r.code.codeSearchSchema, { code: "1234" }, { errors: { code: ["Code must be exactly 8 digits."] } }],
  ["a code with letters", (r) => r.code.codeSearchSchema, { code: "1234abcd" }, { errors: { code: ["Code must be exactly 8 digits."] } }],
  [
    "an empty log in",
    (r) => r.auth.loginSchema,
    { email: "", password: "" },
    { errors: { email: [E.emailRequired], password: [E.passwordRequired] } },
  ],
  [
    "a log in with a bad address and a weak password",
    (r) => r.auth.loginSchema,
    { email: "a@b", password: "password" },
    { errors: { email: [E.emailInvalid], password: [E.passwordRule] } },
  ],
  [
    "a password with NUL",
    (r) => r.auth.loginSchema,
    { email: "a@example.com", password: "Secret#123\u0000" },
    { errors: { password: ["Password must not contain control characters."] } },
  ],
  [
    "a good log in",
    (r) => r.auth.loginSchema,
    { email: "ada@example.com", password: "Correct#Horse42" },
    { value: { email: "ada@example.com", password: "Correct#Horse42" } },
  ],
  [
    "a register whose confirmation differs",
    (r) => r.auth.registerSchema,
    { name: "Ada Lovelace", email: "ada@example.com", password: "Correct#Horse42", password_confirmation: "Other#Horse42" },
    { errors: { password_confirmation: [E.confirmationMismatch] } },
  ],
  [
    "a blank review",
    (r) => r.review.reviewFormSchema,
    { review: "   " },
    { errors: { review: ["Please write your review before submitting"] } },
  ],
  [
    "a review of 1001 characters",
    (r) => r.review.reviewFormSchema,
    { review: "x".repeat(1001) },
    { errors: { review: ["The review must not exceed 1000 characters."] } },
  ],
  [
    "a review with a control character",
    (r) => r.review.reviewFormSchema,
    { review: "Good\u007f" },
    { errors: { review: ["Review must not contain control characters."] } },
  ],
  [
    "a review that is trimmed",
    (r) => r.review.reviewFormSchema,
    { review: "  Friendly staff.  " },
    { value: { review: "Friendly staff." } },
  ],
];

describe("the guest pages' rules", () => {
  it.each(cases)("answer %s in the browser as on the server", (_, schemaOf, value, expected) => {
    expect(answer(schemaOf(server), value)).toEqual(expected);
    expect(answer(schemaOf(browser), value)).toEqual(expected);
  });

  it("are zod/mini's in the browser and classic zod's on the server, where the OpenAPI generator reads them", () => {
    const { loginSchema } = browser.auth;
    expect("optional" in loginSchema).toBe(false);
    expect(typeof (serverAuth.loginSchema as unknown as { meta: unknown }).meta).toBe("function");
    expect(typeof (serverCode.complimentCode as unknown as { meta: unknown }).meta).toBe("function");
  });
});
