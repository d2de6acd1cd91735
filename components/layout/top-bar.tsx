import Link from "next/link";
import { env } from "@/lib/env";
import { getViewer } from "@/lib/auth/session";
import { LogoutButton } from "./logout-button";
import { MainMenu } from "./main-menu";

/** The three top bars of spec §2: guest, unverified (name and Logout only) and verified (full menu). */
export async function TopBar() {
  const viewer = await getViewer();
  return (
    <header className="border-b border-brand-800 bg-brand-700 text-white">
      <nav aria-label="Main" className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight">{env.APP_NAME}</Link>
        {viewer.status === "guest" && (
          <Link href="/login" className="rounded px-3 py-1.5 font-medium hover:bg-brand-800">Login</Link>
        )}
        {viewer.status === "unverified" && (
          <div className="flex items-center gap-4">
            <span>{viewer.user.name}</span>
            <LogoutButton />
          </div>
        )}
        {viewer.status === "verified" && <MainMenu userName={viewer.user.name} />}
      </nav>
    </header>
  );
}
