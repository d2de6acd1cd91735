/**
 * How every QR code of the app is drawn, on the server and in the browser: the four-module quiet
 * zone print guides ask for, and level Q (a quarter of the code may be lost), because cards are
 * scuffed and folded; the short link keeps the code at version 3 or 4 all the same (docs/decisions.md, issue 18).
 */
export const qrOptions = { margin: 4, errorCorrectionLevel: "Q" } as const;
