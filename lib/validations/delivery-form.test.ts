import { checkDelivery, deliveryRequest, emptyDelivery } from "./delivery-form";

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

  it("sends the time with its zone's offset, and now as no time at all", () => {
    expect(deliveryRequest({ ...later, date: "2026-12-24", time: "09:00" })).toEqual({
      recipient_email: "robin@example.com",
      remind: true,
      deliver_at: "2026-12-24T09:00:00+01:00",
    });
    expect(deliveryRequest({ ...later, send: "now", remind: false })).toEqual({ recipient_email: "robin@example.com", remind: false });
  });
});
