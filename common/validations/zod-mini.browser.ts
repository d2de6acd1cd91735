import { config } from "zod/mini";

// zod-mini.ts as the browser has it (next.config.mjs): zod/mini itself, its functions tree-shaken.
// Set here as well as in zod.ts, for pages that load no classic schema: no `new Function`, and no probe
// for it, which the Content Security Policy reports.
config({ jitless: true });

export * from "zod/mini";
