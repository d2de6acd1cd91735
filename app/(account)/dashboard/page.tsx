import { redirect } from "next/navigation";
import { AFTER_LOGIN } from "@/lib/routes";

/** Where the e-mail verification screen sends a verified user; the dashboard is the user's compliments. */
export default function DashboardPage() {
  redirect(AFTER_LOGIN);
}
