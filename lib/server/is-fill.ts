import "server-only";
import { headers } from "next/headers";
import { FILL_CONFIRMED, FILL_HEADER } from "./fill";

/** Whether this render is a cache fill of a guest's public page kept and sent without scripts (web-server/page-cache/script-free.ts). */
export const isCacheFill = async () => (await headers()).get(FILL_HEADER) === FILL_CONFIRMED;
