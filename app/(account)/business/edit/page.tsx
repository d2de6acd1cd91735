import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BusinessForm } from "@/components/business/business-form";
import { getBusiness, ownedBusiness } from "@/lib/api/business";
import { listCountries } from "@/lib/api/profiles";
import { loadAsUser } from "@/lib/auth/require";

export const metadata: Metadata = { title: "Business details" };

/** The owner changes their business's details, logo and time zone (anyone else gets the 404 page). */
export default async function EditBusinessPage() {
  const loaded = await loadAsUser("/business/edit", async (token) => {
    const owned = await ownedBusiness(token);
    return owned && { business: await getBusiness(token, owned.id), countries: await listCountries() };
  });
  if (!loaded) notFound();
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-2 text-2xl font-semibold">Business details</h1>
      <p className="mb-6 text-stone-700">A changed time zone moves the days of your offers to that zone&apos;s calendar.</p>
      <BusinessForm countries={loaded.countries} business={loaded.business} />
    </section>
  );
}
