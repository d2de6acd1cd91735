import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier/flat";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

// Next's rules (React, react-hooks, @next/next, typescript-eslint's recommended), jsx-a11y's full
// recommended set, every eslint-disable with its reason, and Prettier owning the layout.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  comments.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/disable-enable-pair": ["error", { allowWholeFile: true }],
      // Pictures are the backend's stored files, already resized to small WebP, or data URLs (QR codes):
      // next/image's optimiser would only encode them again.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The web's zod comes from two modules, which turn off zod's `new Function` parsers (the CSP forbids
    // eval); zod-mini.ts is also the one the browser build swaps for zod/mini (next.config.mjs).
    files: ["app/**", "common/**", "components/**", "lib/**"],
    ignores: [
      "common/validations/zod.ts",
      "common/validations/zod-mini.ts",
      "common/validations/zod-mini.browser.ts",
      "lib/env.ts",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: 'Import z from "@/common/validations/zod".' },
            { name: "zod/mini", message: 'Import * as z from "@/common/validations/zod-mini".' },
          ],
        },
      ],
    },
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  prettier,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "backend/drizzle/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "**/.data/**",
  ]),
]);
