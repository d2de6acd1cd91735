import { logoutAction } from "@/lib/auth/actions";

export function LogoutButton({ className = "rounded px-3 py-2 text-left font-medium hover:bg-brand-800" }: { className?: string }) {
  return (
    <form action={logoutAction}>
      <button type="submit" className={className}>
        Logout
      </button>
    </form>
  );
}
