import Link from "next/link";
import { PenLine, QrCode } from "lucide-react";
import { CodeSearchOnFirstUse } from "@/components/compliments/code-search-on-first-use";
import { FormAlert } from "@/components/ui/form-alert";
import { TextLink } from "@/components/ui/text-link";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { getViewer } from "@/lib/auth/session";
import { homeNotices, homeStatuses, withNext, type HomeNotice, type HomeStatus } from "@/lib/routes";

const WRITE = "/create-compliment";

/** Home (/ and /home): the two reasons to come — a card to open with its code, or a compliment to write. */
export default async function HomePage({ searchParams }: { searchParams: Promise<{ notice?: string; status?: string }> }) {
  const { notice, status } = await searchParams;
  const message = notice && notice in homeNotices ? homeNotices[notice as HomeNotice] : undefined;
  const said = status && status in homeStatuses ? homeStatuses[status as HomeStatus] : undefined;
  const guest = (await getViewer()).status === "guest";
  const card = "flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200";
  return (
    <section className="mx-auto max-w-4xl py-6 sm:py-10">
      <ToastOnMount message={message} />
      {said && (
        <p
          role="status"
          className="mx-auto mb-6 max-w-2xl rounded-md bg-green-50 px-4 py-3 text-center text-green-900 ring-1 ring-green-200"
        >
          {said}
        </p>
      )}
      <h1 className="text-center text-3xl font-semibold tracking-tight sm:text-4xl">Kind words, handed over on a card</h1>
      <p className="mt-3 text-center text-stone-600">Open the compliment someone gave you, or write one for someone else.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="got-a-card" className={card}>
          <h2 id="got-a-card" className="flex items-center gap-2 text-xl font-semibold">
            <QrCode aria-hidden className="size-6 shrink-0 text-brand-700" />I got a card — enter the code
          </h2>
          <p className="text-stone-600">Type the 8 digits printed on your card, or scan its QR code with your phone&apos;s camera.</p>
          <FormAlert message={message} />
          <CodeSearchOnFirstUse />
        </section>
        <section aria-labelledby="write-one" className={card}>
          <h2 id="write-one" className="flex items-center gap-2 text-xl font-semibold">
            <PenLine aria-hidden className="size-6 shrink-0 text-brand-700" />
            Write a compliment
          </h2>
          <p className="text-stone-600">
            Say something kind to someone. You get a code, a QR code and a card to print and hand over; they open it here.
          </p>
          <Link
            href={guest ? withNext("/login", WRITE) : WRITE}
            className="inline-flex items-center justify-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            {guest ? "Log in to write a compliment" : "Write a compliment"}
          </Link>
          {guest && (
            <p className="text-sm text-stone-600">
              New here? <TextLink href="/register">Create an account</TextLink>.
            </p>
          )}
        </section>
      </div>
    </section>
  );
}
