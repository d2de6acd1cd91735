/** What the till answers (issue 20), in one place for the backend's answers and the web's screens. */
export const tillMessages = {
  redeemed: "Redeemed",
  valid: "Valid",
  alreadyUsed: "Already used",
  expired: "Expired",
  wrongBusiness: "Not valid at this business",
  unknownCode: "Unknown code",
  undone: "Redemption undone",
} as const;
