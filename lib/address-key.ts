import { isIPv6 } from "node:net";

/**
 * An IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4 form, and any other IPv6 address
 * as its /64: one subscriber is routinely given a whole /64, and would otherwise have a fresh
 * count for every address in it. Anything that is not an address is its own key.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(address)?.[0];
  const hex = dotted === undefined ? address : `${address.slice(0, -dotted.length)}${ipv4AsGroups(dotted)}`;
  const [head = "", rest] = hex.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const [before, after] = [parse(head), parse(rest ?? "")];
  return rest === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function ipv4AsGroups(dotted: string): string {
  const n = dotted.split(".").reduce((sum, byte) => sum * 256 + Number(byte), 0);
  return `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
}
