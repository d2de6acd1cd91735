import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComplimentForm } from "@/components/compliments/compliment-form";
import { LoadError } from "@/components/ui/load-error";
import { loadOwnCompliment } from "@/lib/api/compliment-page";
import { isFailure } from "@/lib/auth/require";
import { getBackendToken } from "@/lib/auth/session";
import { getOrganiserSigning } from "@/lib/api/signing";
import { signedByOthers } from "@/lib/api/signing-shapes";

export const metadata: Metadata = { title: "Edit Compliment" };

type Props = { searchParams: Promise<{ code?: string; id?: string }> };

export default async function EditComplimentPage({ searchParams }: Props) {
  const { code, id } = await searchParams;
  const loaded = await loadOwnCompliment(code, `/edit-compliment?code=${code}&id=${id ?? ""}`);
  if (isFailure(loaded)) return <LoadError message={loaded.failed} />;
  const { compliment } = loaded;
  if (id && Number(id) !== compliment.id) notFound();
  const token = compliment.signing?.open ? await getBackendToken() : undefined;
  const unsigned = token ? !signedByOthers(await getOrganiserSigning(compliment.code, token)) : false;
  return (
    <section className="mx-auto max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-1 text-2xl font-semibold">Edit Compliment</h1>
      <p className="mb-6 font-mono text-sm text-stone-500">Code {compliment.code}</p>
      <ComplimentForm
        initial={{ to: compliment.to, compliment: compliment.text, note: compliment.note ?? "" }}
        editing={{
          id: compliment.id,
          code: compliment.code,
          ads: compliment.ads,
          kept: compliment.isClaimed,
          delivery: compliment.delivery,
          unsigned,
        }}
      />
    </section>
  );
}
