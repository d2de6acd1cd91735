import { loadEnv } from "./env";

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
