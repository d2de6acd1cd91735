export type MenuItem = { href: string; label: string };

export const MESSAGES_HREF = "/messages-list";

// Spec §2's entries, labels and paths, in its order.
const profile = { href: "/profile", label: "Profile" };
const create = { href: "/create-compliment", label: "Create Compliment" };
const search = { href: "/", label: "Search Compliment" };
const yours = { href: "/your-compliments", label: "Your Compliments" };
const fromOthers = { href: "/compliments-from-others", label: "Compliments From Others" };
const connections = { href: "/connections", label: "Connections" };
const messages = { href: MESSAGES_HREF, label: "Messages" };
const chooseAds = { href: "/choose-ads", label: "Choose Ads" };

/** Every entry, for the phone menu. */
export const menuItems: MenuItem[] = [profile, create, search, yours, fromOthers, connections, messages, chooseAds];

/** The most used entries, always in the bar from 1024 px. */
export const barItems: MenuItem[] = [create, yours, fromOthers, messages];

/** The rest, in the menu opened beside the user's name; Logout follows them. */
export const accountItems: MenuItem[] = [profile, search, connections, chooseAds];

/**
 * For every verified user: the people of a business (owners and staff) redeem coupons and owners run
 * it there; anyone else finds "Open a business" there (issue 32).
 */
export const BUSINESS_ITEM: MenuItem = { href: "/business", label: "Business" };

/** For operators: the queue of reports and its log. */
export const MODERATION_ITEM: MenuItem = { href: "/moderation", label: "Moderation" };
