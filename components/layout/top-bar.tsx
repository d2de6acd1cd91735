import Link from "next/link";
import { DEFAULT_AVATAR } from "@/lib/api/shapes";
import { env } from "@/lib/env";
import { getViewer, hasFullMenu } from "@/lib/auth/session";
import { LogoutButton } from "./logout-button";
import { MainMenu } from "./main-menu";
import { UnreachableBanner } from "./unreachable-banner";
import { VerifyEmailBanner } from "./verify-email-banner";

/**
 * The three top bars of spec §2: guest, unverified (name and Logout only) and verified (full menu).
 * One row of fixed height at every width (toasts are placed below it, see AppToaster).
 * An unverified user also gets a banner that always offers a new verification link. While the
 * backend cannot say who the user is, the bar is the one the session last knew and a banner says
 * the server is out of reach, with a Retry. A guest's bar is plain links: nothing of it needs a
 * script, and nothing behind it (the login form's code) is fetched before it is followed.
 */
export async function TopBar() {
  const viewer = await getViewer();
  return (
    <>
      <header data-top-bar className="border-b border-brand-800 bg-brand-700 text-white">
        <nav aria-label="Main" className="relative mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <BarLink
            guest={viewer.status === "guest"}
            href="/"
            className="shrink-0 rounded text-lg font-semibold tracking-tight whitespace-nowrap"
          >
            {env.APP_NAME}
          </BarLink>
          {viewer.status === "guest" ? (
            <a href="/login" className="ml-auto rounded px-3 py-1.5 font-medium hover:bg-brand-800">
              Login
            </a>
          ) : hasFullMenu(viewer) ? (
            <MainMenu userName={viewer.user.name} avatarUrl={viewer.user.avatarUrl ?? DEFAULT_AVATAR} operator={viewer.user.isOperator} />
          ) : (
            <div className="ml-auto flex min-w-0 items-center gap-2 text-sm sm:gap-4">
              <span className="truncate">{viewer.user.name}</span>
              <LogoutButton className="shrink-0 rounded px-3 py-2 font-medium hover:bg-brand-800" />
            </div>
          )}
        </nav>
      </header>
      {viewer.status === "unverified" && <VerifyEmailBanner email={viewer.user.email} />}
      {viewer.status === "unknown" && <UnreachableBanner problem={viewer.problem} />}
    </>
  );
}

/** A guest's links are plain anchors; a signed-in user's go through the client router. */
function BarLink({ guest, href, className, children }: { guest: boolean; href: string; className: string; children: React.ReactNode }) {
  return guest ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
