import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BusinessForm } from "@/components/business/business-form";
import { LoadError } from "@/components/ui/load-error";
import { ownedBusiness } from "@/lib/api/business";
import { listCountries } from "@/lib/api/profiles";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Open a business" };

/** "Open a business": for a verified user who owns none (an owner is sent to their business's page). */
export default async function OpenBusinessPage() {
  const loaded = await loadAsUser("/business/new", async (token) => ({
    owned: await ownedBusiness(token),
    countries: await listCountries(),
  })).catch(loadFailure(LOAD_FAILED));
  if (!isFailure(loaded) && loaded.owned) redirect("/business");
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-2 text-2xl font-semibold">Open a business</h1>
      <p className="mb-6 text-stone-700">
        Tell people who you are. Your first ad waits for an operator&apos;s review; once it is approved, your later ads go live at once.
      </p>
      {isFailure(loaded) ? <LoadError message={loaded.failed} /> : <BusinessForm countries={loaded.countries} />}
    </section>
  );
}
