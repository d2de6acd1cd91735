import { userFromLoginAnswer } from "./login-answer";

const data = {
  name: "Dana Demo",
  email: "dana@example.com",
  email_verified_at: "2026-01-01T00:00:00Z",
  is_operator: false,
  token: "t0ken",
};

describe("a 2xx login answer", () => {
  it("logs the user in when it says success and carries a token", () => {
    expect(userFromLoginAnswer({ success: true, message: "Login successful.", data })).toEqual({
      token: "t0ken",
      name: "Dana Demo",
      email: "dana@example.com",
      emailVerified: true,
      isOperator: false,
    });
  });

  it("carries whether the user is an operator", () => {
    expect(userFromLoginAnswer({ success: true, data: { ...data, is_operator: true } })?.isOperator).toBe(true);
  });

  it("reads a missing verification date as unverified", () => {
    expect(userFromLoginAnswer({ success: true, data: { ...data, email_verified_at: null } })?.emailVerified).toBe(false);
  });

  it.each([
    ["success false", { success: false, message: "Account disabled.", data }],
    ["no success field", { message: "OK", data }],
    ["no data", { success: true, message: "OK" }],
    ["null data", { success: true, data: null }],
    ["no token", { success: true, data: { ...data, token: undefined } }],
    ["an empty token", { success: true, data: { ...data, token: "" } }],
  ])("is a failed login with %s", (_, body) => expect(userFromLoginAnswer(body)).toBeUndefined());
});
