"use server";

import { unstable_update } from "./index";

/**
 * Has the session ask the backend again who its user is (after the verification link), so that
 * it remembers a verified e-mail should a later check of the current user fail.
 */
export async function refreshSession(): Promise<void> {
  await unstable_update({});
}
