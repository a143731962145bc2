import "leaflet/dist/leaflet.css";
import { icon } from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { MAP_TILES } from "../../../../domain/public-site";
import type { PublicContact } from "../../../../domain/site";

/** Leaflet's default marker, bundled with the app instead of loaded from a CDN. */
const officeIcon = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/**
 * The office map. Only ever loaded in the browser (Leaflet needs `window`). When the tile service
 * cannot be reached the marker and its popup still show on the map's own background.
 */
export default function LeafletMap({ contact }: { contact: PublicContact }) {
  const position: [number, number] = [contact.latitude, contact.longitude];
  return (
    <MapContainer
      center={position}
      zoom={contact.zoom}
      scrollWheelZoom={false}
      className="size-full bg-[linear-gradient(to_right,rgb(0_0_0/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_0_0/0.05)_1px,transparent_1px)]! bg-ink-100! bg-size-[48px_48px]!"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url={MAP_TILES.url}
      />
      <Marker position={position} icon={officeIcon} alt={contact.mapLabel}>
        <Popup>{contact.mapLabel}</Popup>
      </Marker>
    </MapContainer>
  );
}
