import type { Metadata } from "next";
import { env } from "@/lib/env";
import { safeNextPath } from "@/lib/routes";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Reset Password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { token, email, next } = await searchParams;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Reset Password</h1>
      <ResetPasswordForm token={token} email={email} next={safeNextPath(next, env.APP_URL)} />
    </>
  );
}
