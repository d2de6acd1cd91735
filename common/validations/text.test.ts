import { fieldErrors, forgotPasswordSchema, loginSchema, registerSchema } from "./auth";
import { createComplimentSchema } from "./compliment";
import { messageText } from "./message";
import { linkErrors, personalDetailsSchema } from "./profile";
import { reviewText } from "./review";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("control characters", () => {
  it("are refused in single-line fields with one short message naming the field", () => {
    const register = registerSchema.safeParse({
      name: "Ali\u0000ce",
      email: "a@example.com",
      password: "Secret#123",
      password_confirmation: "Secret#123",
    });
    expect(errorsOf(register)).toEqual({ name: ["Name must not contain control characters."] });
    const compliment = createComplimentSchema.safeParse({ to: "Bo\tb", compliment: "You are great" });
    expect(errorsOf(compliment)).toEqual({ to: ["Recipient name must not contain control characters."] });
    const details = personalDetailsSchema.safeParse({ first_name: "Da\u001bna", last_name: "Demo", address: "Main\nStreet 1" });
    expect(errorsOf(details)).toEqual({
      first_name: ["First Name must not contain control characters."],
      address: ["Address must not contain control characters."],
    });
    expect(linkErrors({ name: "Blog\u0085", url: "blog.example.com/\u0000" }, 2)).toEqual({
      name: "Site Name 2 must not contain control characters.",
      url: "Invalid URL format for Site 2.",
    });
  });

  it("are refused in multi-line text, which keeps its tabs and line breaks", () => {
    const ok = createComplimentSchema.safeParse({ to: "Bob", compliment: "Line one\r\nLine two\n\tindented", note: "a\nb\tc" });
    expect(ok.success).toBe(true);
    const bad = createComplimentSchema.safeParse({ to: "Bob", compliment: "Nice\u0000", note: "bell\u0007" });
    expect(errorsOf(bad)).toEqual({
      compliment: ["Compliment must not contain control characters."],
      note: ["Note must not contain control characters."],
    });
    expect(messageText.safeParse("Hi\nthere").success).toBe(true);
    expect(messageText.safeParse("Hi\u0000there").error?.issues[0]?.message).toBe("Message must not contain control characters.");
    expect(reviewText.safeParse("Good\r\nads").success).toBe(true);
    expect(reviewText.safeParse("Good\u007f").error?.issues[0]?.message).toBe("Review must not contain control characters.");
    expect(personalDetailsSchema.safeParse({ first_name: "Dana", last_name: "Demo", bio: "Coffee\nand cycling" }).success).toBe(true);
  });

  it("in a password only NUL is refused; in an e-mail address any is a malformed address", () => {
    expect(errorsOf(loginSchema.safeParse({ email: "a@example.com", password: "Secret#123\u0000" }))).toEqual({
      password: ["Password must not contain control characters."],
    });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "a\u0001@example.com" }))).toEqual({ email: ["Email is invalid"] });
  });
});

describe("e-mail addresses", () => {
  it("with characters that a mail header reads as a list, a name or a comment are invalid", () => {
    const bad = [
      "a,b@example.com",
      "a@example.com,b@example.com",
      "<a@example.com>",
      "Eve <a@example.com>",
      '"a"@example.com',
      "a b@example.com",
      "a@exam ple.com",
      "a;b@example.com",
      "a(b)@example.com",
      "a:b@example.com",
      "a\\b@example.com",
      "a@[127.0.0.1]",
      "a@example.com\n",
      "a\u0000@example.com",
      "a@example.com\u007f",
    ];
    for (const email of bad)
      expect([email, errorsOf(forgotPasswordSchema.safeParse({ email }))]).toEqual([email, { email: ["Email is invalid"] }]);
  });

  it("that are ordinary stay valid", () => {
    for (const email of ["o'brien+tag@example.co.uk", "first.last@sub.example.org", "jörg@exämple.de", "x_y-z@example.io"]) {
      expect([email, forgotPasswordSchema.safeParse({ email }).success]).toEqual([email, true]);
    }
  });
});
