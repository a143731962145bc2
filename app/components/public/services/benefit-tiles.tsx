import {
  BadgeDollarSign,
  Gauge,
  LifeBuoy,
  type LucideIcon,
  Puzzle,
  Scaling,
  ShieldCheck,
  Target,
  Trophy,
} from "lucide-react";
import type { TitledText } from "../../../../domain/services";
import { IconBadge } from "../ui/icon-badge";
import { Reveal } from "../ui/reveal";
import { serviceBenefits } from "./service-texts";

const icons: LucideIcon[] = [Target, Gauge, Scaling, BadgeDollarSign, Trophy, ShieldCheck, Puzzle, LifeBuoy];

/** A service's benefit tiles: its own, or the specs' eight when it has none. */
export function BenefitTiles({ tiles }: { tiles: readonly TitledText[] }) {
  const shown = tiles.length > 0 ? tiles : serviceBenefits;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {shown.map((benefit, index) => {
        return (
          // Titles may repeat while staff write them; a tile's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Reveal as="li" key={`${index}-${benefit.title}`} delay={(index % 4) * 0.08}>
            <div className="h-full rounded-card border border-ink-200 bg-white p-6 transition hover:border-brand-300 hover:shadow-card motion-reduce:transition-none">
              <IconBadge icon={icons[index % icons.length]} size="sm" className="bg-brand-50 text-brand-700" />
              <h3 className="mt-4 font-semibold text-ink-950 text-lg">{benefit.title}</h3>
              <p className="mt-2 text-ink-600 text-sm">{benefit.text}</p>
            </div>
          </Reveal>
        );
      })}
    </ul>
  );
}
