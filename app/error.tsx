"use client";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-3 text-stone-600">Something went wrong</p>
      <button type="button" onClick={reset} className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Try again
      </button>
    </section>
  );
}
