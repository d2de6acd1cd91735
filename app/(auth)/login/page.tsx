import type { Metadata } from "next";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { env } from "@/lib/env";
import { LOGIN_REASON_TOAST, loginReasons, safeNextPath, type LoginReason } from "@/lib/routes";
import { LoginFormOnFirstUse } from "./login-form-on-first-use";
import { SaveExpiredToast } from "./save-expired-toast";

export const metadata: Metadata = { title: "Log In" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { reason, next } = await searchParams;
  const message = reason && reason in loginReasons ? loginReasons[reason as LoginReason] : undefined;
  const back = safeNextPath(next, env.APP_URL);
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Log In</h1>
      {reason === "save-expired" ? <SaveExpiredToast next={back} /> : <ToastOnMount message={message} id={LOGIN_REASON_TOAST} />}
      <LoginFormOnFirstUse next={back} />
    </>
  );
}
