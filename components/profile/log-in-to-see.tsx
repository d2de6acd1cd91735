import Link from "next/link";

/** What a guest sees in place of something only signed-in users may load; logging in comes back to `returnTo`. */
export function LogInToSee({ returnTo }: { returnTo: string }) {
  return (
    <p className="text-stone-600">
      <Link href={`/login?${new URLSearchParams({ next: returnTo })}`} className="text-brand-700 underline">
        Log in
      </Link>{" "}
      to see this.
    </p>
  );
}
