import type { Metadata } from "next";
import { env } from "@/lib/env";
import { safeNextPath } from "@/lib/routes";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = { title: "Register" };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Register</h1>
      <RegisterForm next={safeNextPath(next, env.APP_URL)} />
    </>
  );
}
