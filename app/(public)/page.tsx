import { CodeSearchForm } from "@/components/compliments/code-search-form";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Someone said something nice about you</h1>
      <p className="mt-3 text-stone-600">Enter the 8-digit code from your compliment card, or scan its QR code.</p>
      <div className="mt-8 rounded-xl bg-white p-6 text-left shadow-sm ring-1 ring-stone-200">
        <CodeSearchForm />
      </div>
    </section>
  );
}
