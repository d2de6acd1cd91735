"use client";

import { useEffect } from "react";
import { forgetOthersDrafts } from "@/lib/forms/drafts";

/**
 * On every page, and again when someone logs in (the layout stays, its owner changes): drafts of
 * anyone but the page's user leave this tab, whichever page they land on (lib/forms/drafts.ts).
 */
export function DraftOwner({ owner }: { owner: string }) {
  useEffect(forgetOthersDrafts, [owner]);
  return null;
}
