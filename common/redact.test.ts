import { Writable } from "node:stream";
import { createLogger } from "@/lib/ops/log";
import { codeRunsIn } from "@/lib/ops/code-runs";
import { codeTag, redact } from "./redact";

/** A logger writing JSON into memory, with everything it wrote as one string. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("test", { format: "json", stream }), text: () => lines.join("") };
}

const SECRETS = {
  complimentCode: "48213907",
  couponCode: "7KQMX4RPW",
  couponPrinted: "7KQM X4RPW",
  token: "q3V9xk2LmZpT8rYw1bN5cD7fGhJ0aSeU4iOoKvXy",
  password: "correct horse battery staple",
  email: "ada.lovelace+test@example.co.uk",
  cookie: "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0",
};

describe("log lines", () => {
  it("never carry a code, token, cookie, e-mail address or password, wherever they are put", () => {
    const { log, text } = capture();
    log.info({ code: SECRETS.complimentCode, password: SECRETS.password, email: SECRETS.email }, "fields");
    log.info({ coupon_code: SECRETS.couponCode, access_token: SECRETS.token, headers: { cookie: SECRETS.cookie } }, "more fields");
    log.info(`GET /show-compliment?code=${SECRETS.complimentCode}&intent=claim from ${SECRETS.email}`);
    log.info(`Authorization: Bearer ${SECRETS.token}`);
    log.warn(`GET /v1/compliments/code/${SECRETS.complimentCode} answered 404; "${SECRETS.complimentCode}" again`);
    log.info(`Cookie: ${SECRETS.cookie}; theme=dark`);
    log.info(`coupon ${SECRETS.couponPrinted} redeemed; then ${SECRETS.couponCode}; reset link /reset-password?token=${SECRETS.token}`);
    log.info({ body: JSON.stringify({ email: SECRETS.email, password: SECRETS.password }) }, "a body as a string");
    log.error({ err: new Error(`No compliment ${SECRETS.complimentCode} for ${SECRETS.email}`) }, "failed");

    const written = text();
    for (const [name, secret] of Object.entries(SECRETS)) expect([name, written.includes(secret)]).toEqual([name, false]);
    expect(written).not.toContain("eyJhbGci");
    expect(written).not.toContain("X4RPW");
    expect(written).not.toContain("battery");
    // A code is logged as its tag, the same however it was written, so lines can still be followed.
    const tag = codeTag(SECRETS.complimentCode);
    expect(tag).toMatch(/^#[a-z]{7}$/);
    expect(written).toContain(`"code":"${tag}"`);
    expect(written).toContain(`code=${tag}`);
    expect(written).toContain(`"coupon_code":"${codeTag(SECRETS.couponCode)}"`);
    expect(written).toContain(`No compliment ${tag}`);
    expect(codeRunsIn(written, SECRETS.complimentCode)).toEqual([]);
    // Every line is still JSON.
    for (const line of written.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("carry no 4 digits of a code in any spelling, path or query string, nor a coupon's token", () => {
    const { log, text } = capture();
    const code = SECRETS.complimentCode;
    const token = "3q2-7wEZ4nBqv1R9sLk0dg";
    const spellings = [code, "4821 3907", "4821-3907", "4821.3907", "4821+3907", "4821%203907", "48 21 39 07", "4821\u20133907"];
    for (const spelled of spellings) {
      log.info(`GET /c/${spelled} 200`);
      log.info(`GET /show-compliment?code=${spelled}&intent=claim 200`);
      log.info(`GET /print-compliment-card?code=${spelled} 200`);
      log.warn({ code: spelled, path: `/v1/compliments/code/${spelled}`, url: `/api/v1/compliments/own/${spelled}` }, "looked up");
      log.error({ err: new Error(`fetch /v1/compliments/code/${spelled} failed`) }, `No compliment ${spelled}`);
    }
    log.info(`GET /business/redeem?t=${token} 200`);
    log.info(`GET /v1/coupons/scan/${token} 200`);
    log.info({ compliment_code: code, coupon_code: "KQMX RPWHJ" }, "fields");

    const written = text();
    expect(codeRunsIn(written, code)).toEqual([]);
    expect(codeRunsIn(written, token)).toEqual([]);
    expect(written).not.toContain("RPWHJ");
    expect(written.match(new RegExp(codeTag(code), "g"))!.length).toBeGreaterThanOrEqual(spellings.length * 5);
    expect(written).toContain(`/business/redeem?t=${codeTag(token)}`);
  });

  it("keeps what is not secret", () => {
    const line =
      '{"level":30,"time":1764130000000,"method":"GET","route":"/v1/compliments/code/:code","status":200,"ms":12.5,"msg":"STATEMENT TIMEOUT at 2026-11-26"}';
    expect(redact(line)).toBe(line);
    expect(redact("request 0b7c9a52-3c1e-4c2f-9a51-7e4d2f0c6a11 took 1234 ms")).toBe(
      "request 0b7c9a52-3c1e-4c2f-9a51-7e4d2f0c6a11 took 1234 ms",
    );
    // A request id whose parts happen to be all digits is not a code.
    const digitsId = '{"requestId":"12345678-1234-4234-8234-123456789012"}';
    expect(redact(digitsId)).toBe(digitsId);
    // An error's own code, a date and an address are not codes.
    const error = '{"err":{"code":"ECONNREFUSED"},"msg":"backend down since 2026-11-26 on 127.0.0.1:4000"}';
    expect(redact(error)).toBe(error);
  });
});
