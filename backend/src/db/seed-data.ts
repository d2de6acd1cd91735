export const demoUsers = {
  dana: { name: "Dana Demo", email: "demo@example.com", password: "Demo#2026" },
  sam: { name: "Sam Sample", email: "sam@example.com", password: "Sample#2026" },
  cafe: { name: "Casey Brewer", email: "cafe@example.com", password: "Cafe#2026" },
  florist: { name: "Flora Stem", email: "florist@example.com", password: "Florist#2026" },
  moderator: { name: "Morgan Moderator", email: "moderator@example.com", password: "Moderate#2026" },
} as const;

/** The demo operator: on the seeded demo database its address is an operator's without OPERATOR_EMAILS. */
export const demoOperator: DemoUser = "moderator";

/** Demo people who run a business: each is its owner. */
export const demoBusinessOwners: Partial<Record<DemoUser, string>> = { cafe: "Bean There Café", florist: "Petal & Stem Florist" };

export type DemoUser = keyof typeof demoUsers;

export const demoComplimentCode = "12345678";

/** A country and state by ISO code, e.g. ["US", "CA"]. */
type StateRef = readonly [country: string, state: string];
type Gradient = readonly [from: string, to: string];

export const demoProfiles: Record<
  DemoUser,
  {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    bio: string;
    addresses: string[];
    zipCode: string;
    state: StateRef;
    links: { name: string; url: string }[];
    avatar: { background: Gradient; skin: string; hair: string; shirt: string };
  }
> = {
  dana: {
    firstName: "Dana",
    lastName: "Demo",
    phoneNumber: "+1 415 555 0101",
    bio: "Coffee lover, weekend cyclist and collector of kind words. I thank the people who make my neighbourhood better.",
    addresses: ["742 Evergreen Terrace"],
    zipCode: "94110",
    state: ["US", "CA"],
    links: [
      { name: "Portfolio", url: "https://dana.example.com" },
      { name: "Photo blog", url: "https://photos.example.com/dana" },
    ],
    avatar: { background: ["#ffd6a5", "#ff8fab"], skin: "#e8b48f", hair: "#4a2c1a", shirt: "#3a6ea5" },
  },
  sam: {
    firstName: "Sam",
    lastName: "Sample",
    phoneNumber: "+1 503 555 0142",
    bio: "Bookshop regular, amateur bike mechanic and the neighbour who always has a spare ladder.",
    addresses: ["1200 NW Glisan St"],
    zipCode: "97209",
    state: ["US", "OR"],
    links: [
      { name: "Reading list", url: "https://books.example.com/sam" },
      { name: "Bike rides", url: "https://rides.example.com/sam" },
    ],
    avatar: { background: ["#b9fbc0", "#98c1d9"], skin: "#8d5524", hair: "#1b1b1b", shirt: "#e07a5f" },
  },
  cafe: {
    firstName: "Casey",
    lastName: "Brewer",
    phoneNumber: "+1 415 555 0134",
    bio: "Runs Bean There Café on Valencia St. Ask about this week's single origin.",
    addresses: ["128 Valencia St"],
    zipCode: "94103",
    state: ["US", "CA"],
    links: [{ name: "Bean There Café", url: "https://beanthere.example.com" }],
    avatar: { background: ["#f4d9b0", "#e9c46a"], skin: "#c68642", hair: "#2d1b12", shirt: "#6f4e37" },
  },
  florist: {
    firstName: "Flora",
    lastName: "Stem",
    phoneNumber: "+1 503 555 0177",
    bio: "Arranges the week's bouquet at Petal & Stem. Seasonal stems only.",
    addresses: ["77 NW 23rd Ave"],
    zipCode: "97210",
    state: ["US", "OR"],
    links: [{ name: "Petal & Stem Florist", url: "https://petalandstem.example.com" }],
    avatar: { background: ["#ffc8dd", "#bde0fe"], skin: "#f1c27d", hair: "#8d4925", shirt: "#588157" },
  },
  moderator: {
    firstName: "Morgan",
    lastName: "Moderator",
    phoneNumber: "+1 415 555 0199",
    bio: "Reads the reports and decides them, with reasons.",
    addresses: ["1 Market St"],
    zipCode: "94105",
    state: ["US", "CA"],
    links: [{ name: "Rules", url: "https://compliments.example.com/rules" }],
    avatar: { background: ["#e0e1dd", "#a8dadc"], skin: "#d2a679", hair: "#3d405b", shirt: "#1d3557" },
  },
};

/** Simple line-art logos drawn in a 100×100 box, in the given ink and accent colours. */
export const motifs = {
  cup: (ink: string, accent: string) => `
    <path d="M36 14c-6 8 6 10 0 18M50 14c-6 8 6 10 0 18" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>
    <path d="M20 38h48v20a22 22 0 0 1-22 22h-4a22 22 0 0 1-22-22z" fill="${ink}"/>
    <path d="M68 44h5a10 10 0 0 1 0 20h-5" fill="none" stroke="${ink}" stroke-width="6"/>
    <rect x="28" y="46" width="32" height="6" rx="3" fill="${accent}"/>
    <rect x="12" y="84" width="70" height="6" rx="3" fill="${ink}"/>`,
  flower: (ink: string, accent: string) => `
    <path d="M50 48v44M50 76c-10-14-26-12-30-6 8 6 20 8 30 6" fill="${ink}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
    ${[0, 72, 144, 216, 288].map((a) => `<circle cx="50" cy="18" r="13" fill="${ink}" transform="rotate(${a} 50 34)"/>`).join("")}
    <circle cx="50" cy="34" r="10" fill="${accent}"/>`,
  book: (ink: string, accent: string) => `
    <path d="M50 28C38 20 22 20 10 24v54c12-4 28-4 40 4z" fill="${ink}"/>
    <path d="M50 28c12-8 28-8 40-4v54c-12-4-28-4-40 4z" fill="${ink}" fill-opacity=".8"/>
    <path d="M18 36c8-2 16-2 24 2M18 48c8-2 16-2 24 2M58 38c8-4 16-4 24-2M58 50c8-4 16-4 24-2"
      fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  bike: (ink: string, accent: string) => `
    <circle cx="24" cy="64" r="17" fill="none" stroke="${ink}" stroke-width="6"/>
    <circle cx="76" cy="64" r="17" fill="none" stroke="${ink}" stroke-width="6"/>
    <path d="M24 64l16-26h28l8 26M40 38l12 26 16-26M52 64H24M34 30h12M68 38l-4-10h10"
      fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="52" cy="64" r="5" fill="${accent}"/>`,
};

type DemoAd = { slug: string; title: string; colors: Gradient; offer: { name: string; value: string } };

/** The terms every demo offer carries; a coupon is valid for the offer's default 30 days. */
export const demoOfferTerms = "One coupon per customer, used once. Show the code or its QR at the counter. Not exchangeable for cash.";

export const demoBusinesses: {
  slug: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  state: StateRef;
  /** The shop's calendar: its offers' dates and its coupons' last days are days there. */
  timeZone: string;
  website: string;
  socialMedia: Record<string, string>;
  motif: keyof typeof motifs;
  colors: Gradient;
  ads: DemoAd[];
}[] = [
  {
    slug: "bean-there",
    name: "Bean There Café",
    email: "hello@beanthere.example.com",
    phone: "+1 415 555 0134",
    address: "128 Valencia St, San Francisco",
    state: ["US", "CA"],
    timeZone: "America/Los_Angeles",
    website: "https://beanthere.example.com",
    socialMedia: { facebook: "facebook.com/beantherecafe", instagram: "https://instagram.com/beantherecafe" },
    motif: "cup",
    colors: ["#6f4e37", "#f4d9b0"],
    ads: [
      {
        slug: "latte",
        title: "Latte art Fridays",
        colors: ["#8d5b3e", "#e9c46a"],
        offer: { name: "10% off your next coffee", value: "10% off" },
      },
      {
        slug: "pastry",
        title: "Fresh pastries every morning",
        colors: ["#bc6c25", "#fefae0"],
        offer: { name: "Free croissant with any large drink", value: "Free croissant" },
      },
      {
        slug: "tasting",
        title: "Single-origin tasting flight",
        colors: ["#3d2c2e", "#a68a64"],
        offer: { name: "15% off a tasting flight", value: "15% off" },
      },
    ],
  },
  {
    slug: "petal-stem",
    name: "Petal & Stem Florist",
    email: "orders@petalandstem.example.com",
    phone: "+1 503 555 0177",
    address: "415 SE Hawthorne Blvd, Portland",
    state: ["US", "OR"],
    timeZone: "America/Los_Angeles",
    website: "https://petalandstem.example.com",
    socialMedia: { instagram: "https://instagram.com/petalandstem", pinterest: "https://pinterest.com/petalandstem" },
    motif: "flower",
    colors: ["#c9184a", "#ffe5ec"],
    ads: [
      {
        slug: "bouquet",
        title: "Bouquet of the week",
        colors: ["#ff4d6d", "#ffccd5"],
        offer: { name: "10% off any bouquet", value: "10% off" },
      },
      {
        slug: "succulents",
        title: "Potted succulents for every desk",
        colors: ["#2d6a4f", "#b7e4c7"],
        offer: { name: "$5 off a potted succulent", value: "$5 off" },
      },
      {
        slug: "weddings",
        title: "Wedding flower consultations",
        colors: ["#9d4edd", "#f3d5ff"],
        offer: { name: "20% off wedding flowers", value: "20% off" },
      },
    ],
  },
  {
    slug: "dog-eared",
    name: "Dog-Eared Books",
    email: "shop@dogearedbooks.example.com",
    phone: "+1 206 555 0190",
    address: "77 Pike St, Seattle",
    state: ["US", "WA"],
    timeZone: "America/Los_Angeles",
    website: "https://dogearedbooks.example.com",
    socialMedia: { instagram: "instagram.com/dogearedbooks", x: "https://x.com/dogearedbooks" },
    motif: "book",
    colors: ["#1d3557", "#f1faee"],
    ads: [
      {
        slug: "staff-picks",
        title: "Staff picks of the month",
        colors: ["#457b9d", "#a8dadc"],
        offer: { name: "10% off any staff pick", value: "10% off" },
      },
      {
        slug: "story-hour",
        title: "Saturday story hour for kids",
        colors: ["#f4a261", "#fff3b0"],
        offer: { name: "Free picture book with two purchases", value: "Free picture book" },
      },
      {
        slug: "trade-in",
        title: "Trade in your used books",
        colors: ["#264653", "#2a9d8f"],
        offer: { name: "Double store credit on trade-ins", value: "Double credit" },
      },
    ],
  },
  {
    slug: "spoke-chain",
    name: "Spoke & Chain Bike Repair",
    email: "fixit@spokeandchain.example.com",
    phone: "+1 510 555 0123",
    address: "2100 Telegraph Ave, Oakland",
    state: ["US", "CA"],
    timeZone: "America/Los_Angeles",
    website: "https://spokeandchain.example.com",
    socialMedia: { facebook: "https://facebook.com/spokeandchain", youtube: "https://youtube.com/@spokeandchain" },
    motif: "bike",
    colors: ["#2b2d42", "#ffb703"],
    ads: [
      {
        slug: "tune-up",
        title: "Spring tune-up special",
        colors: ["#fb8500", "#ffb703"],
        offer: { name: "$25 off a full tune-up", value: "$25 off" },
      },
      {
        slug: "flat-fix",
        title: "Flat tyre fixed while you wait",
        colors: ["#023047", "#219ebc"],
        offer: { name: "$5 off a flat repair", value: "$5 off" },
      },
      {
        slug: "lights",
        title: "Commuter lights bundle",
        colors: ["#3a0ca3", "#4cc9f0"],
        offer: { name: "15% off front and rear lights", value: "15% off" },
      },
    ],
  },
];

const day = 24 * 60;

/** Compliments written by Dana; ads are "<business slug>-<ad slug>". */
export const demoCompliments: {
  code: string;
  to: string;
  text: string;
  note?: string;
  minutesAgo: number;
  ads: string[];
  claim?: {
    by: DemoUser;
    minutesAgo: number;
    conversation: string;
    messages: { from: DemoUser; text: string; minutesAgo: number }[];
    reviews: { by: DemoUser; ad: string; text: string }[];
  };
}[] = [
  {
    code: demoComplimentCode,
    to: "Maria",
    text: "Your smile at the farmers' market made my Monday. Thank you for the extra tomatoes and the recipe tips!",
    note: "Look for the blue van next Saturday!",
    minutesAgo: 2 * day,
    ads: ["bean-there-latte", "petal-stem-bouquet"],
  },
  {
    code: "48151623",
    to: "Sam",
    text: "Thanks for helping me carry the bookshelf up three flights of stairs. You are a legend!",
    minutesAgo: 6 * day,
    ads: ["dog-eared-staff-picks", "spoke-chain-tune-up"],
    claim: {
      by: "sam",
      minutesAgo: 5 * day,
      conversation: "Re: compliment for Sam",
      messages: [
        { from: "sam", text: "Wow, thank you Dana! That totally made my day.", minutesAgo: 5 * day - 30 },
        { from: "dana", text: "You earned it, my back still thanks you!", minutesAgo: 5 * day - 20 },
        { from: "sam", text: "I saw the tune-up coupon too. My bike really needs it.", minutesAgo: 90 },
        { from: "sam", text: "Coffee at Bean There this week? My treat.", minutesAgo: 45 },
      ],
      reviews: [
        { by: "sam", ad: "spoke-chain-tune-up", text: "Took my bike in with the coupon: quick, friendly and cheaper than I expected." },
        { by: "dana", ad: "dog-eared-staff-picks", text: "Great picks this month. I left with three books and no regrets." },
      ],
    },
  },
  {
    code: "27182818",
    to: "Mr. Okafor",
    text: "Best chemistry teacher ever: you made the periodic table feel like a story.",
    minutesAgo: 10 * day,
    ads: ["dog-eared-story-hour"],
  },
  {
    code: "31415926",
    to: "The night nurse on ward 4B",
    text: "Thank you for the kindness and patience you showed my dad during his stay.",
    minutesAgo: 15 * day,
    ads: ["petal-stem-succulents", "bean-there-pastry"],
  },
];

export const demoFavourites: { user: DemoUser; ads: string[] }[] = [{ user: "dana", ads: ["petal-stem-weddings", "spoke-chain-lights"] }];
