import type { ServiceDto } from "../../../../domain/content";
import { Reveal } from "../ui/reveal";
import { ServiceCard } from "./service-card";

/** The 'What We Do' grid of one category's services: 1 column, 2 from sm, 4 from lg (spec §9). */
export function ServiceGrid({ services }: { services: ServiceDto[] }) {
  if (services.length === 0) {
    return <p className="rounded-card border border-ink-200 bg-white p-8 text-center text-ink-600">No services found.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service, index) => (
        <Reveal as="li" key={service._id} delay={(index % 4) * 0.08}>
          <ServiceCard service={service} index={index} />
        </Reveal>
      ))}
    </ul>
  );
}
