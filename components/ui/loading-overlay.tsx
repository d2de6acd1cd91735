/** The full-screen overlay shown while a request runs. */
export function LoadingOverlay({ label = "LOADING.." }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <p className="rounded-lg bg-white px-8 py-5 text-lg font-semibold tracking-widest text-brand-700 shadow-xl">{label}</p>
    </div>
  );
}
