/** Account screens share one narrow card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <section className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">{children}</section>;
}
