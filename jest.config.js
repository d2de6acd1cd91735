/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/backend/src", "<rootDir>/common", "<rootDir>/lib", "<rootDir>/web-server"],
  // `@/...` is the repository root, as in tsconfig.json and backend/tsconfig.json.
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["**/*.test.ts"],
  setupFiles: ["<rootDir>/jest.setup.js"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "backend/tsconfig.json" }] },
  testTimeout: 30000,
  // One worker per core: jest's default leaves one core to its main process, which only waits here,
  // and on a 2-core runner that ran the files one at a time (302 s; 136 s with two workers).
  maxWorkers: "100%",
};
