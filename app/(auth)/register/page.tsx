import type { Metadata } from "next";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = { title: "Register" };

export default function RegisterPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Register</h1>
      <RegisterForm />
    </>
  );
}
