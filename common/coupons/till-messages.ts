/** What the till answers (issue 20), in one place for the backend's answers and the web's screens. */
export const tillMessages = {
  redeemed: "Redeemed",
  valid: "Valid",
  /** Said when the confirmation is cancelled: nothing happened to the coupon. */
  notRedeemed: "Not redeemed",
  alreadyUsed: "Already used",
  expired: "Expired",
  offerEnded: "This offer has ended",
  wrongBusiness: "Not valid at this business",
  unknownCode: "Unknown code",
  undone: "Redemption undone",
} as const;
