import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { BeforeHydration } from "@/components/layout/before-hydration";
import { DraftOwner } from "@/components/layout/draft-owner";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { ReaderClockProvider } from "@/components/ui/reader-clock";
import { getViewer, type Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { readerClock } from "@/lib/reader-time-zone";
import { isCacheFill } from "@/lib/server/is-fill";
import { geistSans } from "./fonts/geist-sans";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.APP_URL),
  title: { default: env.APP_NAME, template: `%s · ${env.APP_NAME}` },
  description: "Write a compliment, hand over its card, and start a conversation.",
  openGraph: { siteName: env.APP_NAME, type: "website" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#9d174d" };

/** Whose drafts the page keeps (lib/forms/drafts.ts): the user's id, not a secret; none while the backend cannot say. */
const draftOwner = (viewer: Viewer) => (viewer.status === "guest" ? "guest" : viewer.user.id ? `u${viewer.user.id}` : "");

/**
 * A cache fill becomes a guest's page without scripts, so it gets no toaster. The first script
 * makes a password's show/hide button work before the page's scripts have run (BeforeHydration)
 * and remembers the reader's time zone, which every date of the next render is written in.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const owner = draftOwner(await getViewer());
  return (
    <html lang="en" className={geistSans.variable}>
      <body data-draft-owner={owner} className="flex min-h-dvh flex-col bg-stone-50 font-sans text-stone-900 antialiased">
        <BeforeHydration nonce={(await headers()).get("x-nonce") ?? undefined} />
        <DraftOwner owner={owner} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <ReaderClockProvider {...await readerClock()}>
          <TopBar />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            {children}
          </main>
          <SiteFooter />
        </ReaderClockProvider>
        {!(await isCacheFill()) && <ToasterSlot />}
      </body>
    </html>
  );
}
