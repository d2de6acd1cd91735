import { isDeviceId, newDeviceId } from "./device-id";

it("makes 10 random letters or digits", () => {
  const ids = new Set(Array.from({ length: 500 }, newDeviceId));
  expect(ids.size).toBe(500);
  for (const id of ids) expect(isDeviceId(id)).toBe(true);
  expect(isDeviceId("short")).toBe(false);
  expect(isDeviceId("abc-def-gh")).toBe(false);
});
