import { checkDelivery, deliveryChanged, deliveryRequest, emptyDelivery, scheduledDelivery } from "./delivery-form";

const now = Date.parse("2026-11-23T12:00:00Z");
const later = { ...emptyDelivery("Europe/Berlin"), recipient_email: "robin@example.com", send: "later" as const };

describe("the delivery part of a form", () => {
  it("asks for nothing without an address, and sends nothing", () => {
    expect(checkDelivery({ ...emptyDelivery("UTC"), send: "later" }, now)).toEqual([]);
    expect(deliveryRequest(emptyDelivery("UTC"))).toEqual({});
  });

  it("checks the address, then a scheduled time: given, in the future, within a year", () => {
    const messages = (v: typeof later) => checkDelivery(v, now).map((i) => [i.path[0], i.message]);
    expect(messages({ ...later, recipient_email: "robin@" })).toEqual([["recipient_email", "Recipient email is invalid"]]);
    expect(messages(later)).toEqual([["date", "Please choose the date and time to send it."]]);
    expect(messages({ ...later, date: "2026-11-23", time: "12:30" })).toEqual([["time", "Delivery time must be in the future."]]);
    expect(messages({ ...later, date: "2028-01-01", time: "09:00" })).toEqual([["date", "Delivery time must be within a year."]]);
    expect(messages({ ...later, date: "2026-12-24", time: "09:00" })).toEqual([]);
  });

  it("sends the time with its zone's offset and the zone itself, and now as no time at all", () => {
    expect(deliveryRequest({ ...later, date: "2026-12-24", time: "09:00" })).toEqual({
      recipient_email: "robin@example.com",
      remind: true,
      time_zone: "Europe/Berlin",
      deliver_at: "2026-12-24T09:00:00+01:00",
    });
    expect(deliveryRequest({ ...later, send: "now", remind: false })).toEqual({
      recipient_email: "robin@example.com",
      remind: false,
      time_zone: "Europe/Berlin",
    });
  });

  it("sends now as this moment when asked, so a scheduled delivery moves to now", () => {
    const sent = deliveryRequest({ ...later, send: "now" }, { nowExplicit: true }) as { deliver_at?: string };
    expect(Math.abs(new Date(sent.deliver_at ?? 0).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("shows a scheduled delivery in the zone it was chosen in, and tells a change from none", () => {
    const was = scheduledDelivery({
      recipientEmail: "robin@example.com",
      deliverAt: "2026-12-01T14:34:00.000Z",
      timeZone: "America/New_York",
      remind: true,
    });
    expect(was).toMatchObject({ send: "later", date: "2026-12-01", time: "09:34", time_zone: "America/New_York" });
    expect(deliveryChanged(was, { ...was })).toBe(false);
    expect(deliveryChanged(was, { ...was, time: "09:35" })).toBe(true);
  });
});
