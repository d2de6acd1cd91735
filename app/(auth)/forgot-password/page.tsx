import type { Metadata } from "next";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">Forgot Password</h1>
      <p className="mb-6 text-sm text-stone-600">Enter your e-mail address and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </>
  );
}
