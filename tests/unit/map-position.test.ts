import { describe, expect, it } from "vitest";
import { mapPositionOf } from "../../app/lib/admin/map-position.ts";

describe("a map position from a pasted link or text (ADR 0131)", () => {
  it.each([
    ["31.5204, 74.3587", { latitude: 31.5204, longitude: 74.3587 }],
    ["  -33.8688 151.2093 ", { latitude: -33.8688, longitude: 151.2093 }],
    ["geo:31.5204,74.3587;u=35", { latitude: 31.5204, longitude: 74.3587 }],
    ["https://www.google.com/maps/@31.5204,74.3587,15z", { latitude: 31.5204, longitude: 74.3587, zoom: 15 }],
    [
      "https://www.google.com/maps/place/Ravi+Digital/@31.52,74.35,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d31.5204!4d74.3587",
      { latitude: 31.5204, longitude: 74.3587, zoom: 17 },
    ],
    ["https://www.google.com/maps/search/?api=1&query=31.5204%2C74.3587", { latitude: 31.5204, longitude: 74.3587 }],
    ["https://maps.google.com/?q=31.5204,74.3587", { latitude: 31.5204, longitude: 74.3587 }],
    ["https://www.openstreetmap.org/#map=16/31.5204/74.3587", { latitude: 31.5204, longitude: 74.3587, zoom: 16 }],
    [
      "https://www.openstreetmap.org/?mlat=31.5204&mlon=74.3587#map=18/31.5/74.3",
      { latitude: 31.5204, longitude: 74.3587, zoom: 18 },
    ],
    ["https://maps.apple.com/?ll=31.5204,74.3587&q=Office&z=14", { latitude: 31.5204, longitude: 74.3587, zoom: 14 }],
    ["https://maps.apple.com/?q=Office&coordinate=31.5204,74.3587", { latitude: 31.5204, longitude: 74.3587 }],
  ])("reads %s", (pasted, expected) => {
    expect(mapPositionOf(pasted)).toEqual(expected);
  });

  it.each([
    "12 Main Boulevard, Gulberg, Lahore",
    "https://maps.app.goo.gl/AbCdEf123",
    "https://www.google.com/maps/place/Lahore",
    "95.1, 74.3",
    "31.5, 190",
    "",
  ])("finds no position in %j (nothing is looked up)", (pasted) => {
    expect(mapPositionOf(pasted)).toBeNull();
  });
});
