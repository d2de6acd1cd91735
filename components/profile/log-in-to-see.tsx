import Link from "next/link";
import { withNext } from "@/lib/routes";

/** What a guest sees in place of something only signed-in users may load; logging in comes back to `returnTo`. */
export function LogInToSee({ returnTo }: { returnTo: string }) {
  return (
    <p className="text-stone-600">
      <Link href={withNext("/login", returnTo)} className="text-brand-700 underline">
        Log in
      </Link>{" "}
      to see this.
    </p>
  );
}
