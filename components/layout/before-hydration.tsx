"use client";

import { useEffect } from "react";
import { RECORD_BEFORE_HYDRATION, pressButtonsPressedBeforeHydration } from "@/lib/forms/typed-before-hydration";

/**
 * The first script of every page: it keeps what is typed, and a form sent, before the page's
 * scripts have run (lib/forms/typed-before-hydration.ts), until the page hydrates.
 */
export function BeforeHydration({ nonce }: { nonce?: string }) {
  useEffect(pressButtonsPressedBeforeHydration, []);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RECORD_BEFORE_HYDRATION }} suppressHydrationWarning />;
}
