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
import { IconBadge } from "../ui/icon-badge";
import { Reveal } from "../ui/reveal";
import { serviceBenefits } from "./service-texts";

const icons: LucideIcon[] = [Target, Gauge, Scaling, BadgeDollarSign, Trophy, ShieldCheck, Puzzle, LifeBuoy];

/** The eight benefit tiles under every service. */
export function BenefitTiles() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {serviceBenefits.map((benefit, index) => {
        return (
          <Reveal as="li" key={benefit.title} delay={(index % 4) * 0.08}>
            <div className="h-full rounded-card border border-ink-200 bg-white p-6 transition hover:border-brand-300 hover:shadow-card motion-reduce:transition-none">
              <IconBadge icon={icons[index]} size="sm" className="bg-brand-50 text-brand-700" />
              <h3 className="mt-4 font-semibold text-ink-950 text-lg">{benefit.title}</h3>
              <p className="mt-2 text-ink-600 text-sm">{benefit.text}</p>
            </div>
          </Reveal>
        );
      })}
    </ul>
  );
}
