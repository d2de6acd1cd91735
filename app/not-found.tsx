import Link from "next/link";

export const metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-stone-600">Sorry, the page you are looking for does not exist.</p>
      <Link href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Go Back to Home
      </Link>
    </section>
  );
}
