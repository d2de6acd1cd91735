"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Menu, X } from "lucide-react";
import { LogoutButton } from "./logout-button";
import { menuItems } from "./menu-items";

const WIDE = "(min-width: 1024px)";

/** The verified user's menu: a row on wide screens, a collapsible list below 1024 px. */
export function MainMenu({ userName }: { userName: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const reset = () => wide.matches && setOpen(false);
    wide.addEventListener("change", reset);
    return () => wide.removeEventListener("change", reset);
  }, []);

  const link = (href: string) =>
    `block rounded px-3 py-2 hover:bg-brand-800 ${pathname === href ? "bg-brand-800 font-semibold" : ""}`;
  return (
    <>
      <button
        type="button"
        className="rounded p-2 hover:bg-brand-800 lg:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <ul
        id="main-menu"
        className={`${open ? "flex" : "hidden"} w-full flex-col gap-1 pt-3 text-sm lg:flex lg:w-auto lg:flex-row lg:flex-wrap lg:items-center lg:pt-0`}
      >
        <li>
          <Link href="/user-profile" className={`${link("/user-profile")} font-semibold`}>{userName}</Link>
        </li>
        {menuItems.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={link(item.href)} aria-current={pathname === item.href ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li><LogoutButton /></li>
      </ul>
    </>
  );
}
