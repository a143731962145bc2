import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import { bar, n } from "../svg.ts";

/** A website mock-up: browser chrome, a hero banner and a row of cards. */
export function browserWindow(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/></g>`,
  );
  parts.push(`<clipPath id="bw"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/></clipPath>`);
  parts.push('<g clip-path="url(#bw)">');
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="46" fill="#f1f5f9"/>`);
  ["#f87171", "#fbbf24", "#34d399"].forEach((c, i) => {
    parts.push(`<circle cx="${x + 26 + i * 22}" cy="${y + 23}" r="7" fill="${c}"/>`);
  });
  parts.push(bar(x + 120, y + 13, w - 240, 20, "#e2e8f0"));
  // Hero banner
  const hx = x + 24;
  const hy = y + 70;
  const hw = w - 48;
  const hh = h * 0.38;
  parts.push(`<rect x="${hx}" y="${hy}" width="${hw}" height="${n(hh)}" rx="16" fill="url(#bg)"/>`);
  parts.push(
    `<circle cx="${n(hx + hw * 0.82)}" cy="${n(hy + hh * 0.5)}" r="${n(hh * 0.34)}" fill="${p.accent}" fill-opacity="0.9"/>`,
  );
  parts.push(
    `<circle cx="${n(hx + hw * 0.7)}" cy="${n(hy + hh * 0.72)}" r="${n(hh * 0.18)}" fill="${p.accent2}" fill-opacity="0.9"/>`,
  );
  parts.push(bar(hx + 32, hy + hh * 0.3, hw * 0.42, 18, "#ffffff", 0.95));
  parts.push(bar(hx + 32, hy + hh * 0.3 + 32, hw * 0.3, 12, "#ffffff", 0.6));
  parts.push(bar(hx + 32, hy + hh * 0.3 + 54, hw * 0.34, 12, "#ffffff", 0.6));
  parts.push(`<rect x="${hx + 32}" y="${n(hy + hh * 0.3 + 84)}" width="110" height="30" rx="15" fill="#ffffff"/>`);
  // Cards row
  const cy = hy + hh + 22;
  const cw = (hw - 2 * 18) / 3;
  const ch = h - (cy - y) - 24;
  for (let i = 0; i < 3; i++) {
    const cx = hx + i * (cw + 18);
    const c = i === 1 ? p.accent2 : i === 2 ? p.to : p.accent;
    parts.push(
      `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
    );
    parts.push(`<rect x="${n(cx + 18)}" y="${n(cy + 18)}" width="40" height="40" rx="11" fill="${c}"/>`);
    parts.push(bar(cx + 18, cy + 74, cw * rng.range(0.55, 0.75), 12, "#334155", 0.85));
    parts.push(bar(cx + 18, cy + 96, cw * rng.range(0.6, 0.8), 10, "#94a3b8", 0.7));
    parts.push(bar(cx + 18, cy + 114, cw * rng.range(0.4, 0.6), 10, "#94a3b8", 0.7));
  }
  parts.push("</g>");
  return parts.join("");
}
