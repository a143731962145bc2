import { useState } from "react";
import { type MapPosition, mapPositionOf } from "../../../lib/admin/map-position.ts";
import { TextField } from "../ui/fields.tsx";

const notFound =
  "No position found in that text. Paste a link from Google Maps, OpenStreetMap or Apple Maps (with the pin or view in it), or “latitude, longitude”. An address or a short link can't be looked up here.";

/**
 * Sets the map's position from a pasted map link or "latitude, longitude" (ADR 0131): the latitude,
 * longitude and, where the link says it, the zoom fields are filled in, still checked by their rules.
 */
export function MapLinkField({ onPosition }: { onPosition: (position: MapPosition) => void }) {
  const [text, setText] = useState("");
  const [found, setFound] = useState<MapPosition | null>(null);
  const read = (value: string) => {
    setText(value);
    const position = mapPositionOf(value);
    setFound(position);
    if (position) onPosition(position);
  };
  const said = found
    ? `Position set: ${found.latitude}, ${found.longitude}${found.zoom === undefined ? "" : ` (zoom ${found.zoom})`}.`
    : "Paste a link from Google Maps, OpenStreetMap or Apple Maps, or “latitude, longitude”.";
  return (
    <TextField
      label="Map link or coordinates"
      placeholder="https://www.google.com/maps/@31.52,74.35,15z"
      value={text}
      onChange={(event) => read(event.target.value)}
      hint={said}
      error={text.trim() !== "" && !found ? notFound : undefined}
    />
  );
}
