import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import { bar, n } from "../svg.ts";

function phoneScreenContent(x: number, y: number, w: number, h: number, p: Palette, rng: Rng, style: number): string {
  const parts: string[] = [];
  const pad = w * 0.08;
  if (style === 0) {
    // Feed / list screen
    parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.3)}" fill="url(#bg)"/>`);
    parts.push(bar(x + pad, y + h * 0.12, w * 0.5, h * 0.028, "#ffffff", 0.95));
    parts.push(bar(x + pad, y + h * 0.17, w * 0.35, h * 0.02, "#ffffff", 0.65));
    const rows = 4;
    for (let i = 0; i < rows; i++) {
      const ry = y + h * 0.35 + i * h * 0.13;
      const c = i % 2 === 0 ? p.accent : p.accent2;
      parts.push(`<circle cx="${n(x + pad + w * 0.08)}" cy="${n(ry + h * 0.04)}" r="${n(w * 0.08)}" fill="${c}"/>`);
      parts.push(bar(x + pad + w * 0.22, ry + h * 0.02, w * rng.range(0.35, 0.55), h * 0.02, "#334155", 0.85));
      parts.push(bar(x + pad + w * 0.22, ry + h * 0.055, w * rng.range(0.25, 0.45), h * 0.016, "#94a3b8", 0.7));
    }
  } else if (style === 1) {
    // Stats screen
    parts.push(bar(x + pad, y + h * 0.1, w * 0.45, h * 0.026, "#0f172a", 0.85));
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.16)}" width="${n(w - 2 * pad)}" height="${n(h * 0.3)}" rx="${n(w * 0.07)}" fill="url(#bg)"/>`,
    );
    const r = w * 0.16;
    const ccx = x + w / 2;
    const ccy = y + h * 0.31;
    const circ = 2 * Math.PI * r;
    const frac = rng.range(0.55, 0.85);
    parts.push(
      `<circle cx="${n(ccx)}" cy="${n(ccy)}" r="${n(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(w * 0.05)}"/>`,
    );
    parts.push(
      `<circle cx="${n(ccx)}" cy="${n(ccy)}" r="${n(r)}" fill="none" stroke="${p.accent}" stroke-width="${n(w * 0.05)}" stroke-linecap="round" stroke-dasharray="${n(circ * frac)} ${n(circ)}" transform="rotate(-90 ${n(ccx)} ${n(ccy)})"/>`,
    );
    const bw = (w - 2 * pad) / 7;
    for (let i = 0; i < 6; i++) {
      const bh = h * rng.range(0.06, 0.2);
      const bx = x + pad + i * bw * 1.2;
      parts.push(
        `<rect x="${n(bx)}" y="${n(y + h * 0.72 - bh)}" width="${n(bw * 0.8)}" height="${n(bh)}" rx="${n(bw * 0.25)}" fill="${i === 3 ? p.accent2 : p.to}" fill-opacity="${i === 3 ? 1 : 0.35}"/>`,
      );
    }
    parts.push(bar(x + pad, y + h * 0.78, w * 0.6, h * 0.02, "#334155", 0.8));
    parts.push(bar(x + pad, y + h * 0.82, w * 0.4, h * 0.016, "#94a3b8", 0.7));
  } else {
    // Product / image card screen
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.1)}" width="${n(w - 2 * pad)}" height="${n(h * 0.38)}" rx="${n(w * 0.07)}" fill="url(#bg)"/>`,
    );
    parts.push(
      `<circle cx="${n(x + w * 0.62)}" cy="${n(y + h * 0.27)}" r="${n(w * 0.16)}" fill="${p.accent}" fill-opacity="0.9"/>`,
    );
    parts.push(
      `<path d="M${n(x + pad)} ${n(y + h * 0.48)} L${n(x + w * 0.38)} ${n(y + h * 0.3)} L${n(x + w * 0.62)} ${n(y + h * 0.48)} Z" fill="#ffffff" fill-opacity="0.35"/>`,
    );
    parts.push(bar(x + pad, y + h * 0.54, w * 0.62, h * 0.028, "#0f172a", 0.85));
    parts.push(bar(x + pad, y + h * 0.6, w * 0.75, h * 0.018, "#94a3b8", 0.7));
    parts.push(bar(x + pad, y + h * 0.64, w * 0.55, h * 0.018, "#94a3b8", 0.7));
    parts.push(
      `<rect x="${n(x + pad)}" y="${n(y + h * 0.72)}" width="${n(w - 2 * pad)}" height="${n(h * 0.08)}" rx="${n(h * 0.04)}" fill="${p.to}"/>`,
    );
  }
  // Bottom navigation
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<circle cx="${n(x + w * (0.2 + i * 0.2))}" cy="${n(y + h * 0.92)}" r="${n(w * 0.035)}" fill="${i === 0 ? p.to : "#cbd5e1"}"/>`,
    );
  }
  return parts.join("");
}

/** A phone mock-up; `id` names its screen clip, unique within one picture. */
export function phone(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  rng: Rng,
  style: number,
): string {
  const b = w * 0.045;
  const r = w * 0.16;
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  return `<g filter="url(#shadow)"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="#0f172a"/></g>
<clipPath id="${id}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" rx="${n(r - b)}"/></clipPath>
<g clip-path="url(#${id})"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="#ffffff"/>${phoneScreenContent(sx, sy, sw, sh, p, rng, style)}</g>
${bar(x + w * 0.36, y + b + h * 0.012, w * 0.28, h * 0.028, "#0f172a")}`;
}
