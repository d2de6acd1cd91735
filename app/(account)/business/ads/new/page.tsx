import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdForm } from "@/components/business/ad-form";
import { getBusiness, ownedBusiness } from "@/lib/api/business";
import { loadAsUser } from "@/lib/auth/require";

export const metadata: Metadata = { title: "New ad" };

/** "New ad": for the owner of a business (anyone else gets the 404 page). */
export default async function NewAdPage() {
  const business = await loadAsUser("/business/ads/new", async (token) => {
    const owned = await ownedBusiness(token);
    return owned && getBusiness(token, owned.id);
  });
  if (!business) notFound();
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-2 text-2xl font-semibold">New ad</h1>
      <p className="mb-6 text-stone-700">
        {business.approved
          ? `An ad of ${business.name} goes live as soon as it is saved.`
          : `${business.name}'s first ads wait for an operator's review before anyone else sees them.`}
      </p>
      <AdForm businessId={business.id} timeZone={business.timeZone} ad={null} />
    </section>
  );
}
