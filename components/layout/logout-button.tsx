import { logoutAction } from "@/lib/auth/actions";

export function LogoutButton() {
  return (
    <form action={logoutAction}>
      <button type="submit" className="rounded px-3 py-2 text-left font-medium hover:bg-brand-800">Logout</button>
    </form>
  );
}
