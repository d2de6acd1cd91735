import { webEnv } from "./env";

it("fills the derived settings in, counts an empty value as unset, and reads npm start's flags", () => {
  const env = webEnv({ PORT: "3100", HOST: "0.0.0.0", INTERNAL_TOKEN: "", REDIS_URL: "" }, ["--wait-for-backend"]);
  expect(env).toMatchObject({
    PORT: 3100,
    APP_URL: "http://localhost:3100",
    API_URL: "http://127.0.0.1:4000",
    secure: false,
    dev: false,
    waitForBackend: true,
    graceMs: 10_000,
    selfUrl: "http://127.0.0.1:3100",
  });
  expect([env.INTERNAL_TOKEN, env.REDIS_URL]).toEqual([undefined, undefined]);
});

it("answers itself on the address it listens on, and turns secure cookies on for an https site", () => {
  const env = webEnv({ PORT: "3000", HOST: "::1", APP_URL: "https://compliments.example", TRUSTED_PROXIES: "10.0.0.1" });
  expect([env.selfUrl, env.secure, env.trustedProxies.has("10.0.0.1")]).toEqual(["http://[::1]:3000", true, true]);
});

it("stops at a bad value, naming it", () => {
  expect(() => webEnv({ PORT: "80a" })).toThrow(/PORT/);
  expect(() => webEnv({ REDIS_URL: "not a url" })).toThrow(/REDIS_URL/);
});
