import { loadEnv, settingWarnings } from "./env";

describe("session lifetimes", () => {
  it("default to 30 days at most and 120 idle minutes", () => {
    expect(loadEnv({})).toMatchObject({ TOKEN_TTL_DAYS: 30, TOKEN_IDLE_MINUTES: 120 });
  });

  it("are read from TOKEN_TTL_DAYS and TOKEN_IDLE_MINUTES, which must be positive whole numbers", () => {
    expect(loadEnv({ TOKEN_TTL_DAYS: "7", TOKEN_IDLE_MINUTES: "15" })).toMatchObject({ TOKEN_TTL_DAYS: 7, TOKEN_IDLE_MINUTES: 15 });
    expect(() => loadEnv({ TOKEN_IDLE_MINUTES: "0" })).toThrow(/TOKEN_IDLE_MINUTES/);
    expect(() => loadEnv({ TOKEN_IDLE_MINUTES: "ten" })).toThrow(/TOKEN_IDLE_MINUTES/);
  });
});

describe("sharing the database", () => {
  it("defaults to 20 connections, a 2-second statement timeout and 3 requests per user at once", () => {
    expect(loadEnv({})).toMatchObject({ DB_POOL_SIZE: 20, DB_STATEMENT_TIMEOUT_MS: 2000, USER_REQUESTS_AT_ONCE: 3 });
  });

  it("takes 0 as no statement timeout, and refuses a pool or a per-user limit of none", () => {
    expect(loadEnv({ DB_STATEMENT_TIMEOUT_MS: "0" })).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 0 });
    expect(() => loadEnv({ DB_POOL_SIZE: "0" })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadEnv({ USER_REQUESTS_AT_ONCE: "0" })).toThrow(/USER_REQUESTS_AT_ONCE/);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: "-1" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe("CLOCK_OFFSET_FILE", () => {
  it("is taken where APP_URL is http (a test run), and refused where it is https (a deployment)", () => {
    expect(loadEnv({ CLOCK_OFFSET_FILE: "/tmp/offset" })).toMatchObject({ CLOCK_OFFSET_FILE: "/tmp/offset" });
    expect(() => loadEnv({ CLOCK_OFFSET_FILE: "/tmp/offset", APP_URL: "https://compliments.example" })).toThrow(
      /CLOCK_OFFSET_FILE: moves the backend's clock for tests, and is refused where APP_URL is https/,
    );
    expect(loadEnv({ APP_URL: "https://compliments.example" }).CLOCK_OFFSET_FILE).toBeUndefined();
  });

  it("is warned of at start, naming the file", () => {
    const settings = { APP_KEY: "k".repeat(32), INTERNAL_TOKEN: "t".repeat(32) };
    expect(settingWarnings(loadEnv(settings))).toEqual([]);
    expect(settingWarnings(loadEnv({ ...settings, CLOCK_OFFSET_FILE: "/tmp/offset" }))).toEqual([
      {
        message: "CLOCK_OFFSET_FILE is set: the backend's clock moves by the seconds in that file (for tests only).",
        fields: { file: "/tmp/offset" },
      },
    ]);
  });
});
