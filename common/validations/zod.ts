import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to, and even probing for it is
// reported as a violation of the Content Security Policy (script-src without 'unsafe-eval').
// Every schema of the app imports zod from here, so the setting is made before any parse.
z.config({ jitless: true });

export { z };
