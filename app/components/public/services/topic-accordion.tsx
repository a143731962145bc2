import { ChevronDown } from "lucide-react";
import type { TitledText } from "../../../../domain/services";
import { serviceTopics } from "./service-texts";

/**
 * A service's topics: its own, or the specs' five when it has none. Native <details> elements sharing a name: keyboard-operable,
 * announced as expandable, one open at a time, and working before JavaScript loads.
 */
export function TopicAccordion({ topics }: { topics: readonly TitledText[] }) {
  const shown = topics.length > 0 ? topics : serviceTopics;
  return (
    <div className="divide-y divide-ink-200 overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
      {shown.map((topic, index) => (
        // Titles may repeat while staff write them; a topic's place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <details key={`${index}-${topic.title}`} name="service-topics" open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-semibold text-ink-950 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
            <span>{topic.title}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-6 pb-6 text-ink-700">{topic.text}</p>
        </details>
      ))}
    </div>
  );
}
