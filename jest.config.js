// The web server loads the shared ES modules (config/defaults.mjs, lib/security-headers.mjs) with
// require, which Node supports from 22.12 (the project's engines). CI's second pass runs the
// machine's Node 20 for the backend on PostgreSQL: there the web server's tests cannot load, so
// they are left out, saying so; the first pass runs them on Node 24.
const [major, minor] = process.versions.node.split(".").map(Number);
const requiresEsm = major > 22 || (major === 22 && minor >= 12);
if (!requiresEsm)
  console.warn(`jest: web-server/ tests need Node 22.12 or later (require of ES modules); left out on Node ${process.versions.node}.`);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/backend/src", "<rootDir>/common", "<rootDir>/lib", "<rootDir>/web-server"],
  // `@/...` is the repository root, as in tsconfig.json and backend/tsconfig.json.
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["**/*.test.ts"],
  setupFiles: ["<rootDir>/jest.setup.js"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "backend/tsconfig.json" }] },
  testPathIgnorePatterns: ["/node_modules/", ...(requiresEsm ? [] : ["<rootDir>/web-server/"])],
  // Opening and migrating a file's PGlite took 15 s on a quiet 2-core machine and over 30 s (a
  // beforeAll's timeout) with a build beside it (metrics.test.ts, a CI run in December 2026).
  testTimeout: 60000,
  // One worker per core: jest's default leaves one core to its main process, which only waits here,
  // and on a 2-core runner that ran the files one at a time (302 s; 136 s with two workers).
  maxWorkers: "100%",
  // On PostgreSQL (CI's second pass) a skipped test fails the run: scripts/jest-no-skips.cjs.
  reporters: ["default", "<rootDir>/scripts/jest-no-skips.cjs"],
};
