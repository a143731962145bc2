import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import { bar, n } from "../svg.ts";

/** A tilted cluster of UI cards: profile, bar chart, toggles, media and a chip. */
export function floatingCards(p: Palette, rng: Rng): string {
  const parts: string[] = [];
  const card = (x: number, y: number, w: number, h: number, inner: string) =>
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff"/></g>${inner}`;
  // Profile card
  parts.push(
    card(
      880,
      150,
      300,
      330,
      `<clipPath id="pc"><rect x="880" y="150" width="300" height="330" rx="24"/></clipPath><rect x="880" y="150" width="300" height="92" fill="url(#bg)" clip-path="url(#pc)"/>` +
        `<circle cx="1030" cy="258" r="46" fill="${p.accent}" stroke="#ffffff" stroke-width="8"/>` +
        bar(960, 326, 140, 16, "#0f172a", 0.85) +
        bar(985, 354, 90, 12, "#94a3b8", 0.8) +
        `<rect x="920" y="396" width="100" height="44" rx="22" fill="${p.to}"/><rect x="1036" y="396" width="104" height="44" rx="22" fill="none" stroke="#cbd5e1" stroke-width="3"/>`,
    ),
  );
  // Bar chart card
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = rng.range(40, 150);
    return `<rect x="${1234 + i * 36}" y="${n(370 - h)}" width="22" height="${n(h)}" rx="7" fill="${i === 4 ? p.accent2 : p.to}" fill-opacity="${i === 4 ? 1 : 0.3}"/>`;
  }).join("");
  parts.push(
    card(1210, 110, 300, 290, bar(1234, 140, 130, 16, "#0f172a", 0.85) + bar(1234, 168, 80, 12, "#94a3b8", 0.8) + bars),
  );
  // Toggle list card
  const toggles = [0, 1, 2]
    .map((i) => {
      const on = i !== 1;
      const ty = 560 + i * 62;
      return (
        bar(1236, ty, rng.range(120, 170), 14, "#334155", 0.85) +
        `<rect x="1424" y="${ty - 10}" width="60" height="34" rx="17" fill="${on ? p.to : "#cbd5e1"}"/>` +
        `<circle cx="${on ? 1467 : 1441}" cy="${ty + 7}" r="13" fill="#ffffff"/>`
      );
    })
    .join("");
  parts.push(card(1210, 440, 300, 270, bar(1236, 476, 150, 16, "#0f172a", 0.85) + toggles));
  // Media card
  parts.push(
    card(
      880,
      520,
      300,
      330,
      `<clipPath id="mc"><rect x="880" y="520" width="300" height="190" rx="24"/></clipPath><g clip-path="url(#mc)"><rect x="880" y="520" width="300" height="214" fill="${p.from}"/>` +
        `<circle cx="1110" cy="580" r="36" fill="${p.accent}"/><path d="M880 710 L970 610 L1040 680 L1090 640 L1180 710 Z" fill="${p.accent2}" fill-opacity="0.85"/></g>` +
        `<rect x="880" y="700" width="300" height="20" fill="#ffffff"/>` +
        bar(906, 736, 190, 16, "#0f172a", 0.85) +
        bar(906, 766, 240, 12, "#94a3b8", 0.8) +
        bar(906, 790, 160, 12, "#94a3b8", 0.8),
    ),
  );
  // Small floating chip
  parts.push(
    `<g filter="url(#shadow)"><rect x="1120" y="800" width="250" height="80" rx="40" fill="#ffffff"/></g>` +
      `<circle cx="1160" cy="840" r="24" fill="${p.accent2}"/><path d="M1149 840 L1157 848 L1172 832" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      bar(1196, 828, 140, 12, "#0f172a", 0.85) +
      bar(1196, 848, 90, 10, "#94a3b8", 0.8),
  );
  return `<g transform="rotate(-6 1200 500)">${parts.join("")}</g>`;
}
