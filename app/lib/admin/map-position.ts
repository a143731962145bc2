/**
 * A map position read from what an owner pastes (ADR 0131): a link copied from Google Maps,
 * OpenStreetMap or Apple Maps, a `geo:` link, or "latitude, longitude" text. Nothing is looked up:
 * an address or a short link (maps.app.goo.gl) names no position, so it answers null.
 */
export type MapPosition = { latitude: number; longitude: number; zoom?: number };

const number = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const pair = new RegExp(String.raw`^\s*(${number})\s*[,;\s]\s*(${number})\s*$`);

function position(latitude: string, longitude: string, zoom?: string): MapPosition | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const z = zoom === undefined ? Number.NaN : Math.round(Number(zoom));
  return Number.isFinite(z) ? { latitude: lat, longitude: lng, zoom: z } : { latitude: lat, longitude: lng };
}

/** "lat,lng" in a query parameter (Google's q, query, ll, destination; Apple's ll, q, sll, coordinate). */
function fromPairParameter(value: string | null, zoom?: string) {
  const match = value ? pair.exec(value) : null;
  return match ? position(match[1], match[2], zoom) : null;
}

function fromUrl(url: URL): MapPosition | null {
  const text = decodeURIComponent(url.href);
  const params = url.searchParams;
  // Google: the place's own pin (!3d…!4d…) before the view's centre (@lat,lng,15z).
  const pin = new RegExp(`!3d(${number})!4d(${number})`).exec(text);
  const view = new RegExp(String.raw`@(${number}),(${number})(?:,(\d+(?:\.\d+)?)z)?`).exec(text);
  if (pin) return position(pin[1], pin[2], view?.[3]);
  if (view) return position(view[1], view[2], view[3]);
  // OpenStreetMap: the marker (mlat, mlon) before the view (#map=zoom/lat/lng).
  const map = new RegExp(String.raw`map=(\d+(?:\.\d+)?)/(${number})/(${number})`).exec(text);
  const marker = params.get("mlat") !== null && position(params.get("mlat") ?? "", params.get("mlon") ?? "", map?.[1]);
  if (marker) return marker;
  if (map) return position(map[2], map[3], map[1]);
  const zoom = params.get("z") ?? params.get("zoom") ?? undefined;
  for (const key of ["q", "query", "ll", "destination", "daddr", "coordinate", "sll", "center"]) {
    const found = fromPairParameter(params.get(key), zoom);
    if (found) return found;
  }
  return null;
}

/** The position a pasted text names, or null when it names none. */
export function mapPositionOf(pasted: string): MapPosition | null {
  const text = pasted.trim();
  const geo = /^geo:([^;?]+)/i.exec(text);
  if (geo) return fromPairParameter(geo[1]);
  const plain = fromPairParameter(text);
  if (plain) return plain;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return fromUrl(new URL(text));
  } catch {
    return null;
  }
}
