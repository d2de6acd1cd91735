/**
 * The /v1 calls a browser may make through the forwarder (spec §7). Login, registration and
 * logout are absent on purpose: their answers carry or end the backend token, so only server
 * actions make them.
 */
const routes: ReadonlyArray<readonly [string, RegExp]> = [
  ["GET", /^auth\/me$/],
  ["POST", /^email\/verify\/resend$/],
  ["GET", /^email\/verify\/\d+\/[0-9a-f]{64}$/],
  ["POST", /^auth\/(forgot|reset)-password$/],
  ["GET", /^helpers\/countries(\/\d+\/states)?$/],
  ["GET", /^states\/\d+$/],
  ["GET", /^users\/profile(\/\d+)?$/],
  ["POST", /^users\/profile$/],
  ["POST", /^users\/\d+\/messages$/],
  ["GET", /^users\/(my-reviews|other-reviews|my-connections)$/],
  ["GET", /^business-profiles$/],
  ["GET", /^ads(\/\d+)?$/],
  ["POST", /^ads\/\d+\/toggle-favorite$/],
  ["GET", /^compliments(\/code\/\d{8})?$/],
  ["POST", /^compliments$/],
  ["PATCH", /^compliments\/\d+$/],
  ["DELETE", /^compliments\/\d+$/],
  ["POST", /^compliments\/\d+\/claim$/],
  ["GET", /^compliments\/\d+\/conversation-messages$/],
  ["GET", /^compliments\/conversations(\/\d+)?$/],
  ["POST", /^compliments\/conversations\/messages$/],
  ["GET", /^compliments\/ads\/reviews\/\d+$/],
  ["POST", /^compliments\/ads\/reviews$/],
  ["GET", /^compliments\/\d+\/ads\/\d+\/pdf$/],
  ["GET", /^coupons\/pdf$/],
];

export const isForwardable = (method: string, path: string) =>
  routes.some(([m, pattern]) => m === method && pattern.test(path));
