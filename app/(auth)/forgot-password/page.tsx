import type { Metadata } from "next";
import { env } from "@/lib/env";
import { safeNextPath } from "@/lib/routes";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

/** `next` (a compliment being claimed, say) travels on through the mailed link, so the reset still ends there. */
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { next } = await searchParams;
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">Forgot Password</h1>
      <p className="mb-6 text-sm text-stone-600">Enter your e-mail address and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm next={safeNextPath(next, env.APP_URL)} />
    </>
  );
}
