import { Calendar, CodeXml, Layers, type LucideIcon, User } from "lucide-react";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { dayInWords } from "../../../lib/day-in-words";
import { useLocale } from "../../../lib/messages";

/** Client, date, category and technology of a project or product, as a description list. */
export function ItemFacts({ item }: { item: PortfolioDto }) {
  const locale = useLocale();
  const facts: [LucideIcon, string, string][] = [
    [User, "Client", item.client],
    [Calendar, "Date", dayInWords(item.date, locale)],
    [Layers, "Category", item.category.name],
    [CodeXml, "Technology", item.technology],
  ];
  return (
    <dl className="divide-y divide-ink-200 rounded-card border border-ink-200 bg-white px-6 shadow-card">
      {facts.map(([Icon, label, value]) => (
        <div key={label} className="py-4">
          <dt className="flex items-start gap-4 font-semibold text-ink-500 text-sm leading-5">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="-mt-5 break-words ps-14 font-semibold text-ink-950">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
