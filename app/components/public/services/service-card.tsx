import clsx from "clsx";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceDto } from "../../../../domain/content";
import { colorPreset } from "../ui/color-presets";
import { ResponsiveImage } from "../ui/responsive-image";

/** One service of a category: its icon, name, a short description and Learn More; colours cycle by position. */
export function ServiceCard({ service, index }: { service: ServiceDto; index: number }) {
  const preset = colorPreset(index);
  const href = `/services/service-detail/${service._id}`;
  return (
    <article
      className={clsx(
        "group relative flex h-full flex-col overflow-hidden rounded-card border p-6 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        preset.surface,
        preset.border,
      )}
    >
      <span aria-hidden="true" className={clsx("absolute inset-x-0 top-0 h-1", preset.bar)} />
      <div className={clsx("grid size-14 place-items-center rounded-2xl", preset.iconTile)}>
        <ResponsiveImage src={service.icon} alt="" width={32} height={32} sizes="32px" className="size-8 object-contain" />
      </div>
      <h3 className="mt-5 font-bold text-ink-950 text-xl">{service.name}</h3>
      <p className="mt-3 line-clamp-4 flex-1 text-ink-700">{service.description}</p>
      <Link
        to={href}
        className={clsx("mt-6 inline-flex items-center gap-2 font-semibold after:absolute after:inset-0", preset.accent)}
        aria-label={`Learn More about ${service.name}`}
      >
        Learn More
        <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1 motion-reduce:transition-none" />
      </Link>
    </article>
  );
}
