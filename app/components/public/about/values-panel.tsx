import clsx from "clsx";
import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { AboutSettings } from "../../../../domain/site";

/** Our Values turn to the next one this often. */
const VALUES_ROTATION_MS = 5000;

/**
 * Our Values: one value at a time, advancing every 5 seconds through all seven. A value can be chosen
 * directly, and rotation can be paused (it also waits while the panel has keyboard focus).
 */
export function ValuesPanel({ values }: { values: AboutSettings["values"] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % values.length), VALUES_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [running, values.length]);

  // A list shortened by an edit since the page loaded never leaves the index past its end.
  const value = values[index % values.length];
  return (
    <section
      aria-labelledby="values-title"
      aria-roledescription="carousel"
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      className="rounded-[2rem] bg-ink-950 p-6 text-white shadow-lift sm:p-10 lg:p-14"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="values-title" className="font-bold text-title">
          Our Values
        </h2>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? "Play the values rotation" : "Pause the values rotation"}
          className="grid size-11 shrink-0 place-items-center rounded-full border border-white/20 hover:bg-white/10"
        >
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div aria-live={running ? "off" : "polite"} className="min-h-44" data-testid="current-value">
          {/* Keyed, so each new value mounts afresh and plays the CSS entrance (none under reduced motion). */}
          <div key={`${index}-${value.title}`} className="animate-[value-in_0.45s_ease-out] motion-reduce:animate-none">
            <p className="font-display font-semibold text-accent-300 text-sm tracking-widest">
              {String(index + 1).padStart(2, "0")} / {String(values.length).padStart(2, "0")}
            </p>
            <h3 className="mt-3 font-bold text-3xl sm:text-4xl">{value.title}</h3>
            <p className="mt-4 max-w-md text-ink-200 text-lead">{value.description}</p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Choose a value">
          {values.map(({ title }, i) => (
            <li key={title}>
              <button
                type="button"
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                className={clsx(
                  "rounded-full border px-4 py-2 font-medium text-sm transition",
                  i === index
                    ? "border-accent-300 bg-accent-300 text-ink-950"
                    : "border-white/20 text-ink-100 hover:bg-white/10",
                )}
              >
                {title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
