import { canonicalMailbox } from "./mailbox";

describe("canonicalMailbox", () => {
  it("trims and lower-cases", () => {
    expect(canonicalMailbox("  Robin@Example.NET ")).toBe("robin@example.net");
  });

  it("drops a +tag on every domain", () => {
    expect(canonicalMailbox("robin+news@example.net")).toBe("robin@example.net");
    expect(canonicalMailbox("Robin+a+b@Example.net")).toBe("robin@example.net");
    expect(canonicalMailbox("robin+@example.net")).toBe("robin@example.net");
  });

  it("keeps a local part that is only a +tag whole", () => {
    expect(canonicalMailbox("+tag@example.net")).toBe("+tag@example.net");
    expect(canonicalMailbox("+a@example.net")).not.toBe(canonicalMailbox("+b@example.net"));
  });

  it("drops dots for Gmail and folds googlemail.com into gmail.com", () => {
    for (const spelling of ["bob@gmail.com", "b.ob@gmail.com", "B.O.B+x@GoogleMail.com", "bob+1@googlemail.com", " BOB+2@gmail.com"])
      expect(canonicalMailbox(spelling)).toBe("bob@gmail.com");
  });

  it("keeps dots on other domains", () => {
    expect(canonicalMailbox("b.ob@example.net")).toBe("b.ob@example.net");
    expect(canonicalMailbox("b.ob@gmail.com.example.net")).toBe("b.ob@gmail.com.example.net");
  });

  it("writes the domain in its IDNA ASCII form", () => {
    expect(canonicalMailbox("leser@bücher.example")).toBe("leser@xn--bcher-kva.example");
    expect(canonicalMailbox("leser@BÜCHER.example")).toBe("leser@xn--bcher-kva.example");
    expect(canonicalMailbox("leser@xn--bcher-kva.example")).toBe("leser@xn--bcher-kva.example");
    expect(canonicalMailbox("bob@ｇｍａｉｌ.com")).toBe("bob@gmail.com");
  });

  it("ignores a trailing dot on the domain", () => {
    expect(canonicalMailbox("bob@gmail.com.")).toBe("bob@gmail.com");
  });

  it("never throws, and answers odd input as written", () => {
    const odd = [
      '"b.ob+x"@gmail.com',
      '"a@b"@example.net',
      "no-at-sign",
      "",
      "@",
      "a@",
      "@example.net",
      "a@b@c",
      "a@[127.0.0.1]",
      "a@-bad-.",
      "\u0000@\uD800",
      "a@" + "x".repeat(300),
    ];
    for (const input of odd) expect(typeof canonicalMailbox(input)).toBe("string");
    expect(canonicalMailbox("No-At-Sign")).toBe("no-at-sign");
    expect(canonicalMailbox('"a@b"@Example.net')).toBe('"a@b"@example.net');
  });
});
