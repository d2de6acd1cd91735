import * as classic from "./zod";
import type * as mini from "zod/mini";

// The rules a guest's first page checks (the code box, log in, a review) are written against zod/mini's
// functions. In the browser this module is zod-mini.browser.ts (next.config.mjs aliases it): zod/mini's
// functions are separate exports, so a page's script carries only those it calls, where classic zod's
// methods bring the whole library, every locale included (107 KiB compressed), to any page that checks
// a field. Everywhere else (the backend, the web server, tests) its schema constructors are classic
// zod's: the same rules, as schemas the OpenAPI generator and the backend's classic schemas compose.
// They are typed as zod/mini's, so code beside a form cannot call a method the browser's schema lacks.

export * from "zod/mini";

export const string = classic.z.string as unknown as typeof mini.string;
export const number = classic.z.number as unknown as typeof mini.number;
export const object = classic.z.object as unknown as typeof mini.object;
export const optional = classic.z.optional as unknown as typeof mini.optional;
export const pipe = classic.z.pipe as unknown as typeof mini.pipe;
export const transform = classic.z.transform as unknown as typeof mini.transform;
