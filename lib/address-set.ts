/** A comma-separated list of addresses (TRUSTED_PROXIES) as a set; blanks and spaces are ignored. */
export const addressSet = (list: string): Set<string> =>
  new Set(
    list
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
