import { MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import type { PublicContact } from "../../../../domain/site";
import { useNearViewport } from "../../../browser/use-near-viewport";
import { useMessages } from "../../../lib/messages";

const LeafletMap = lazy(() => import("./leaflet-map.client"));

export const directionsUrl = ({ latitude, longitude, zoom }: PublicContact) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;

/** What shows before the map loads (and instead of it without JavaScript): the address and a link. */
function MapPlaceholder({ contact }: { contact: PublicContact }) {
  return (
    <div className="grid size-full place-items-center bg-[radial-gradient(circle_at_center,var(--color-brand-100),var(--color-ink-100))] p-6 text-center">
      <div>
        <MapPin aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <p className="mt-3 font-semibold text-ink-900">{contact.mapLabel}</p>
        <p className="mt-1 text-ink-600 text-sm">
          {contact.address.streetAddress}, {contact.address.locality}
        </p>
      </div>
    </div>
  );
}

/** The office map, rendered only in the browser once scrolled near, in a box that keeps its size either way. */
export function OfficeMap({ contact }: { contact: PublicContact }) {
  const [observe, near] = useNearViewport<HTMLElement>();
  const m = useMessages().contact;
  return (
    <section
      ref={observe}
      aria-label={m.mapLabel}
      className="relative isolate h-96 overflow-hidden rounded-card border border-ink-200 bg-ink-100 shadow-card sm:h-[28rem]"
    >
      {near ? (
        <Suspense fallback={<MapPlaceholder contact={contact} />}>
          <LeafletMap contact={contact} />
        </Suspense>
      ) : (
        <MapPlaceholder contact={contact} />
      )}
    </section>
  );
}
