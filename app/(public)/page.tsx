import { CodeSearchForm } from "@/components/compliments/code-search-form";
import { FormAlert } from "@/components/ui/form-alert";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { homeNotices, type HomeNotice } from "@/lib/routes";

export default async function HomePage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const { notice } = await searchParams;
  const message = notice && notice in homeNotices ? homeNotices[notice as HomeNotice] : undefined;
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <ToastOnMount message={message} />
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Someone said something nice about you</h1>
      <p className="mt-3 text-stone-600">Enter the 8-digit code from your compliment card, or scan its QR code.</p>
      <div className="mt-8 space-y-3 rounded-xl bg-white p-6 text-left shadow-sm ring-1 ring-stone-200">
        <FormAlert message={message} />
        <CodeSearchForm />
      </div>
    </section>
  );
}
