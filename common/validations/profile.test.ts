import { fieldErrors } from "./auth";
import { linksSchema, profileMessages } from "./profile";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe("links (spec §5: only links with both name and url are saved)", () => {
  it("trims, and drops empty and half-filled slots instead of refusing them", () => {
    const parsed = linksSchema.safeParse([
      { name: "  Shop ", url: " shop.example.com " },
      { name: "", url: "half.example.com" },
      { name: "Only a name", url: "   " },
      { name: "", url: "" },
      { name: "Blog", url: "https://blog.example.com" },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual([
      { name: "Shop", url: "shop.example.com" },
      { name: "Blog", url: "https://blog.example.com" },
    ]);
  });

  it("checks complete slots under their own slot number, whatever was dropped before them", () => {
    const parsed = linksSchema.safeParse([
      { name: "", url: "half.example.com" },
      { name: "12345", url: "javascript:alert(1)" },
      { name: "Fine", url: "fine.example.com" },
    ]);
    expect(errorsOf(parsed)).toEqual({ "1.name": [profileMessages.linkName(2)], "1.url": [profileMessages.linkUrl(2)] });
  });

  it("saves nothing from nothing but half-filled slots", () => {
    expect(
      linksSchema.parse([
        { name: "Half", url: "" },
        { name: "", url: "x.example.com" },
      ]),
    ).toEqual([]);
  });
});
