import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to, and even probing for it is
// reported as a violation of the Content Security Policy (script-src without 'unsafe-eval').
// Every classic schema of the app imports zod from here, so the setting is made before any parse
// (the rules a guest's page checks import zod-mini.ts, which sets it too).
z.config({ jitless: true });

export { z };
