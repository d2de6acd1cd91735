import { addressKey } from "./client-ip";

describe("addressKey", () => {
  it("keeps an IPv4 address, and gives an IPv4-mapped IPv6 address as its IPv4 form", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(addressKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:0.0.0.0")).toBe("0.0.0.0");
  });

  it("gives every address of an IPv6 /64 one key, however it is written, and another /64 another", () => {
    const key = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8:0:1::1",
      "2001:0DB8:0000:0001:ffff:ffff:ffff:ffff",
      "2001:db8::1:0:0:0:9",
      "2001:db8:0:1:1:2:198.51.100.7",
      "2001:db8:0:1::2%eth0",
    ]) {
      expect(addressKey(address)).toBe(key);
    }
    expect(addressKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    for (const text of ["unknown", "user-1@example.com", "2001:db8::1::2", "[2001:db8::1]:443", ""]) expect(addressKey(text)).toBe(text);
  });
});
