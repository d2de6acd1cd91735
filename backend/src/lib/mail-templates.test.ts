import { deliveryMail, sentAgo } from "../routes/deliveries/delivery-mail";
import { defaultConfig } from "../app";
import { defuseLinks, quoteStart, resubscribeMail, unreadMessageMail } from "./mail-templates";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const graphemes = (s: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(s)].length;

describe("quoteStart", () => {
  it("keeps a short message whole, without its outer spaces", () => {
    expect(quoteStart("  Thank you!\n")).toBe("Thank you!");
    const exactly = "a".repeat(200);
    expect(quoteStart(exactly)).toBe(exactly);
  });

  it("cuts a long message at a space within 200 characters and marks the cut", () => {
    const long = "word ".repeat(60);
    const quote = quoteStart(long);
    expect(quote.endsWith("…")).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(201);
    expect(quote).toBe(`${"word ".repeat(40).trimEnd()}…`);
  });

  it("cuts a long word at 200 characters", () => {
    expect(quoteStart("x".repeat(300))).toBe(`${"x".repeat(200)}…`);
  });

  it("counts an emoji as one character and never splits one", () => {
    const quote = quoteStart(`a${"😀".repeat(300)}`);
    expect(loneSurrogate.test(quote)).toBe(false);
    expect(graphemes(quote)).toBe(201);
    const family = "👩‍👩‍👧";
    expect(quoteStart(family.repeat(250))).toBe(`${family.repeat(200)}…`);
    expect(quoteStart(family.repeat(200))).toBe(family.repeat(200));
  });
});

describe("unreadMessageMail", () => {
  const mail = unreadMessageMail(
    { appName: "Compliments", appUrl: "https://app.example" },
    {
      recipient: { name: "Bob", email: "bob@example.com" },
      senderName: "Ann",
      message: "Line one\n<b>two</b> & 'three'",
      conversationId: 7,
    },
  );

  it("names the sender, quotes the message line by line and links to the conversation and the profile", () => {
    expect(mail.subject).toBe("Ann sent you a message");
    expect(mail.text).toContain("> Line one\n> <b>two</b> & 'three'");
    expect(mail.text).toContain("Open the conversation: https://app.example/messages?id=7");
    expect(mail.text).toContain("You can turn these e-mails off on your profile: https://app.example/profile");
  });

  it("escapes the quote in a block of its own in the HTML", () => {
    expect(mail.html).toMatch(/<blockquote[^>]*>Line one\n&lt;b&gt;two&lt;\/b&gt; &amp; &#39;three&#39;<\/blockquote>/);
    expect(mail.html).toContain('href="https://app.example/messages?id=7"');
  });
});

describe("defuseLinks", () => {
  /** What a mail program's linker reads as a link: a scheme, `www.`, or a dotted name. */
  const linkable = /[a-z]+:\/\/|www\.|[\p{L}\p{N}-][.\u3002\uFF0E\uFF61][\p{L}\p{N}]/iu;

  it("leaves nothing a linker reads as a link, and looks the same", () => {
    const cases = {
      "https://x": "https\uA789//x",
      "HTTP://evil.example:8080/a?b=c": "HTTP\uA789//evil\u2024example:8080/a?b=c",
      "www.x.y": "www\u2024x\u2024y",
      "evil.example/x": "evil\u2024example/x",
      "mail bob@evil.example": "mail bob@evil\u2024example",
      "xn--bcher-kva.example": "xn--bcher-kva\u2024example",
      "evil\u3002example and evil\uFF0Eexample": "evil\u2024example and evil\u2024example",
      "10.0.0.1": "10\u20240\u20240\u20241",
      "ftp://host": "ftp\uA789//host",
    };
    for (const [text, defused] of Object.entries(cases)) {
      expect(defuseLinks(text)).toBe(defused);
      expect(linkable.test(defuseLinks(text))).toBe(false);
    }
  });

  it("keeps ordinary sentences as written", () => {
    for (const text of ["Thank you. See you at 5.", "Dots... and more dots.", "Ratio 3:1 // ok", "Line one\n<b>two</b> & 'three'"]) {
      expect(defuseLinks(text)).toBe(text);
    }
  });

  it("defuses the quoted message and the names in the unread-message mail, in both parts", () => {
    const mail = unreadMessageMail(
      { appName: "Compliments", appUrl: "https://app.example" },
      {
        recipient: { name: "Bob", email: "bob@example.com" },
        senderName: "evil.example",
        message: "Go to https://x now",
        conversationId: 7,
      },
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("https://x");
    }
    expect(mail.text).toContain("> Go to https\uA789//x now");
    expect(mail.html).not.toMatch(/href="(?!https:\/\/app\.example\/)/);
  });
});

describe("the reminder's when", () => {
  const sent = new Date("2026-03-10T09:00:00Z");
  const after = (hours: number) => new Date(sent.getTime() + hours * 3_600_000);

  it("counts whole days from the delivery's sent time to the clock", () => {
    expect([0, 23.9, 24, 47.9, 48, 72, 24 * 10].map((h) => sentAgo(sent, after(h)))).toEqual([
      "Earlier today",
      "Earlier today",
      "Yesterday",
      "Yesterday",
      "2 days ago",
      "3 days ago",
      "10 days ago",
    ]);
    expect(sentAgo(sent, after(-1))).toBe("Earlier today"); // a clock set back says nothing odd
  });

  it("opens the reminder, in both parts, and only the reminder", async () => {
    const parts = {
      complimentId: 1,
      code: "12345678",
      to: "Robin",
      text: "Thank you.",
      authorName: "Ada",
      recipientEmail: "r@example.org",
    };
    const reminder = await deliveryMail(defaultConfig, parts, { sentAt: sent, now: after(30) });
    for (const part of [reminder.text, reminder.html])
      expect(part).toContain("Yesterday, Ada wrote you a compliment. It is still waiting for you:");
    expect(reminder.text).not.toContain("A few days ago");
    const first = await deliveryMail(defaultConfig, parts);
    expect(first.text).toContain("Ada wrote you a compliment:");
    expect(first.text).not.toMatch(/ago|Yesterday|Earlier today/);
  });
});

describe("resubscribeMail", () => {
  const mail = resubscribeMail({
    appName: "Compliments",
    to: "r@example.org",
    url: "https://app.example/unsubscribe/again?keys=k",
    hours: 24,
  });

  it("greets nobody by name (the address has no account) and says how long its link works", () => {
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
    expect(mail.html).toContain("<p>Hello,</p>");
    expect(mail.text).toContain("Receive compliments again: https://app.example/unsubscribe/again?keys=k");
    expect(mail.text).toContain("The link works for 24 hours.");
  });
});
