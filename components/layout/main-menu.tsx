"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { ChevronDown, Menu, X } from "lucide-react";
import { LogoutButton } from "./logout-button";
import { accountItems, barItems, BUSINESS_ITEM, menuItems, MESSAGES_HREF, MODERATION_ITEM, type MenuItem } from "./menu-items";
import { UnreadMessagesBadge, UnreadMessagesDot } from "./unread-messages-badge";
import { useDisclosure } from "./use-disclosure";

const WIDE = "(min-width: 1024px)";

type User = { userName: string; avatarUrl: string; operator?: boolean };

/**
 * The verified user's menu (spec §2). From 1024 px: the most used entries in the bar and the rest
 * in a menu opened by the button beside the user's name. Below: one button opens every entry.
 */
export function MainMenu(user: User) {
  return (
    <>
      <WideMenu {...user} />
      <PhoneMenu {...user} />
    </>
  );
}

/** Business (the page of one's business, or "Open a business"), and for an operator Moderation, last. */
const withRoles = (items: MenuItem[], user: User) => [...items, BUSINESS_ITEM, ...(user.operator ? [MODERATION_ITEM] : [])];

type LinkProps = { className: string; onClick?: () => void };

function ItemLink({ item, className, onClick }: LinkProps & { item: MenuItem }) {
  const current = usePathname() === item.href;
  return (
    <Link
      href={item.href}
      onClick={onClick}
      className={`${className} ${current ? "font-semibold" : ""}`}
      aria-current={current ? "page" : undefined}
    >
      {item.label}
      {item.href === MESSAGES_HREF && <UnreadMessagesBadge />}
    </Link>
  );
}

function UserLink({ userName, avatarUrl, className, onClick }: User & LinkProps) {
  const current = usePathname() === "/user-profile";
  return (
    <Link
      href="/user-profile"
      onClick={onClick}
      className={`flex min-w-0 items-center gap-2 ${className}`}
      aria-current={current ? "page" : undefined}
    >
      <img src={avatarUrl} alt="" width={28} height={28} className="size-7 shrink-0 rounded-full bg-brand-100 object-cover" />
      <span className="truncate font-semibold">{userName}</span>
    </Link>
  );
}

const onBar = "flex items-center rounded px-3 py-2 whitespace-nowrap hover:bg-brand-800 aria-[current=page]:bg-brand-800";

function WideMenu(user: User) {
  const { open, close, toggle, rootRef, buttonRef } = useDisclosure();
  return (
    <div className="hidden min-w-0 flex-1 items-center justify-between gap-2 text-sm lg:flex">
      <ul className="flex items-center gap-1">
        {barItems.map((item) => (
          <li key={item.href}>
            <ItemLink item={item} className={onBar} />
          </li>
        ))}
      </ul>
      <div ref={rootRef} className="relative flex min-w-0 items-center gap-1">
        <UserLink {...user} className="max-w-56 rounded px-2 py-1.5 hover:bg-brand-800 aria-[current=page]:bg-brand-800" />
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls="account-menu"
          onClick={toggle}
          className="rounded p-1.5 hover:bg-brand-800"
        >
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
          <span className="sr-only">Account menu</span>
        </button>
        <ul
          id="account-menu"
          data-light-surface
          className={`${open ? "block" : "hidden"} absolute top-full right-0 z-40 mt-2 w-56 rounded-lg bg-white p-1 text-stone-900 shadow-lg ring-1 ring-stone-200`}
        >
          {withRoles(accountItems, user).map((item) => (
            <li key={item.href}>
              <ItemLink item={item} onClick={close} className="block rounded px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-50" />
            </li>
          ))}
          <li className="mt-1 border-t border-stone-200 pt-1">
            <LogoutButton className="w-full rounded px-3 py-2 text-left font-medium hover:bg-brand-50" />
          </li>
        </ul>
      </div>
    </div>
  );
}

function PhoneMenu(user: User) {
  const { open, close, toggle, rootRef, buttonRef } = useDisclosure();

  // Spec §2: the open state resets when the window is 1024 px wide or more.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    // The event's own state: read later, `wide.matches` may already be narrow again.
    const reset = (event: MediaQueryListEvent) => event.matches && close();
    wide.addEventListener("change", reset);
    return () => wide.removeEventListener("change", reset);
  }, [close]);

  return (
    <div ref={rootRef} className="ml-auto lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={toggle}
        className="relative rounded p-2 hover:bg-brand-800"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        <UnreadMessagesDot />
      </button>
      <div
        id="main-menu"
        className={
          open
            ? "absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-brand-800 bg-brand-700 shadow-lg"
            : "hidden"
        }
      >
        {open && (
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 text-sm">
            <li>
              <UserLink {...user} onClick={close} className="rounded px-3 py-2 hover:bg-brand-800 aria-[current=page]:bg-brand-800" />
            </li>
            {withRoles(menuItems, user).map((item) => (
              <li key={item.href}>
                <ItemLink item={item} onClick={close} className={onBar} />
              </li>
            ))}
            <li>
              <LogoutButton className="w-full rounded px-3 py-2 text-left font-medium hover:bg-brand-800" />
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
