/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/backend/src", "<rootDir>/lib"],
  testMatch: ["**/*.test.ts"],
  setupFiles: ["<rootDir>/jest.setup.js"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "backend/tsconfig.json" }] },
  testTimeout: 30000,
};
