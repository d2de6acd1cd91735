export const menuItems = [
  { href: "/profile", label: "Profile" },
  { href: "/create-compliment", label: "Create Compliment" },
  { href: "/", label: "Search Compliment" },
  { href: "/your-compliments", label: "Your Compliments" },
  { href: "/compliments-from-others", label: "Compliments From Others" },
  { href: "/connections", label: "Connections" },
  { href: "/messages-list", label: "Messages" },
  { href: "/choose-ads", label: "Choose Ads" },
] as const;
