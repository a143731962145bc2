import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Insights } from "../../../lib/admin/types.ts";

const HEIGHT = 260;
const DAY_S = 24 * 60 * 60;

/** Days are UTC days: the axis shows them as such, whatever the viewer's own time zone. */
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC");

/**
 * Visitors and page views per day, drawn by uPlot (a 50 KB canvas chart loaded with this screen
 * only). The canvas is an image to assistive technology; the same numbers are in the daily table.
 */
export function VisitsChart({ daily, label }: { daily: Insights["daily"]; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        tzDate: utc,
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, range: (_u, min, max) => [min - DAY_S / 2, max + DAY_S / 2] } },
        axes: [
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, ticks: { stroke: "#cbd5e1" } },
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, ticks: { stroke: "#cbd5e1" }, size: 48 },
        ],
        series: [
          {
            label: "Day",
            value: (_u, seconds) => (seconds == null ? "" : new Date(seconds * 1000).toISOString().slice(0, 10)),
          },
          { label: "Page views", stroke: "#6366f1", fill: "rgba(99, 102, 241, 0.12)", width: 2, points: { size: 5 } },
          { label: "Visitors", stroke: "#059669", width: 2, points: { size: 5 } },
        ],
      },
      [days, daily.map((day) => day.pageViews), daily.map((day) => day.visitors)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily]);

  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />;
}
