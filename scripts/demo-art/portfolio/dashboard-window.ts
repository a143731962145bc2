import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import { bar, n } from "../svg.ts";

/** An admin dashboard mock-up: sidebar, stat cards, a line chart and a donut. */
export function dashboardWindow(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff"/></g>`,
  );
  parts.push(
    `<clipPath id="dw"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24"/></clipPath><g clip-path="url(#dw)">`,
  );
  // Sidebar
  const sbw = 230;
  parts.push(`<rect x="${x}" y="${y}" width="${sbw}" height="${h}" fill="#0f172a"/>`);
  parts.push(`<rect x="${x + 28}" y="${y + 30}" width="36" height="36" rx="10" fill="${p.accent}"/>`);
  parts.push(bar(x + 76, y + 41, 110, 14, "#ffffff", 0.85));
  for (let i = 0; i < 7; i++) {
    const iy = y + 110 + i * 48;
    if (i === 1)
      parts.push(
        `<rect x="${x + 16}" y="${iy - 14}" width="${sbw - 32}" height="40" rx="10" fill="#ffffff" fill-opacity="0.1"/>`,
      );
    parts.push(
      `<rect x="${x + 30}" y="${iy}" width="14" height="14" rx="4" fill="${i === 1 ? p.accent2 : "#64748b"}"/>`,
    );
    parts.push(bar(x + 58, y + 112 + i * 48 - 1, rng.range(70, 120), 12, "#ffffff", i === 1 ? 0.9 : 0.35));
  }
  // Top bar
  const cx = x + sbw + 36;
  const cw = w - sbw - 72;
  parts.push(bar(cx, y + 36, 260, 20, "#0f172a", 0.85));
  parts.push(bar(cx, y + 66, 180, 12, "#94a3b8", 0.8));
  parts.push(`<circle cx="${x + w - 60}" cy="${y + 52}" r="20" fill="${p.accent2}"/>`);
  parts.push(`<rect x="${x + w - 260}" y="${y + 34}" width="170" height="36" rx="18" fill="#f1f5f9"/>`);
  // Stat cards
  const gap = 22;
  const sw = (cw - 3 * gap) / 4;
  const sy = y + 110;
  for (let i = 0; i < 4; i++) {
    const sx = cx + i * (sw + gap);
    const fill = i === 0 ? "url(#bg)" : "#f8fafc";
    parts.push(
      `<rect x="${n(sx)}" y="${sy}" width="${n(sw)}" height="120" rx="16" fill="${fill}"${i === 0 ? "" : ' stroke="#e2e8f0" stroke-width="2"'}/>`,
    );
    const ink = i === 0 ? "#ffffff" : "#0f172a";
    parts.push(bar(sx + 22, sy + 26, sw * 0.4, 12, i === 0 ? "#ffffff" : "#94a3b8", 0.8));
    parts.push(bar(sx + 22, sy + 56, sw * rng.range(0.45, 0.65), 26, ink, 0.9));
    parts.push(bar(sx + 22, sy + 94, sw * 0.3, 10, i === 0 ? p.accent : p.to, 0.9));
  }
  // Line chart card
  const ly = sy + 150;
  const lw = cw * 0.64;
  const lh = 330;
  parts.push(
    `<rect x="${n(cx)}" y="${ly}" width="${n(lw)}" height="${lh}" rx="18" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
  );
  parts.push(bar(cx + 28, ly + 28, 200, 16, "#0f172a", 0.8));
  const px0 = cx + 28;
  const px1 = cx + lw - 28;
  const base = ly + lh - 36;
  const top = ly + 80;
  for (let i = 0; i < 4; i++) {
    const gy = top + ((base - top) * i) / 3;
    parts.push(`<path d="M${n(px0)} ${n(gy)} H${n(px1)}" stroke="#e2e8f0" stroke-width="2"/>`);
  }
  const pts: [number, number][] = [];
  const steps = 8;
  let v = rng.range(0.2, 0.4);
  for (let i = 0; i <= steps; i++) {
    v = Math.min(0.95, Math.max(0.08, v + rng.range(-0.12, 0.2)));
    pts.push([px0 + ((px1 - px0) * i) / steps, base - (base - top) * v]);
  }
  const line = pts.map(([px, py], i) => `${i === 0 ? "M" : "L"}${n(px)} ${n(py)}`).join(" ");
  parts.push(`<path d="${line} L${n(px1)} ${n(base)} L${n(px0)} ${n(base)} Z" fill="url(#area)"/>`);
  parts.push(
    `<path d="${line}" fill="none" stroke="${p.to}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  const last = pts[pts.length - 1] as [number, number];
  parts.push(`<circle cx="${n(last[0])}" cy="${n(last[1])}" r="9" fill="#ffffff" stroke="${p.to}" stroke-width="5"/>`);
  // Donut card
  const dx = cx + lw + gap;
  const dw = cw - lw - gap;
  parts.push(
    `<rect x="${n(dx)}" y="${ly}" width="${n(dw)}" height="${lh}" rx="18" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
  );
  parts.push(bar(dx + 28, ly + 28, dw * 0.5, 16, "#0f172a", 0.8));
  const dcx = dx + dw / 2;
  const dcy = ly + 170;
  const r = Math.min(dw * 0.28, 85);
  const circ = 2 * Math.PI * r;
  const a = rng.range(0.35, 0.5);
  const b = rng.range(0.2, 0.3);
  parts.push(`<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="#e2e8f0" stroke-width="28"/>`);
  parts.push(
    `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="${p.to}" stroke-width="28" stroke-dasharray="${n(circ * a)} ${n(circ)}" transform="rotate(-90 ${n(dcx)} ${n(dcy)})"/>`,
  );
  parts.push(
    `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(r)}" fill="none" stroke="${p.accent2}" stroke-width="28" stroke-dasharray="${n(circ * b)} ${n(circ)}" transform="rotate(${n(-90 + 360 * a)} ${n(dcx)} ${n(dcy)})"/>`,
  );
  parts.push(bar(dx + 28, ly + lh - 60, dw * 0.55, 12, "#94a3b8", 0.8));
  parts.push(bar(dx + 28, ly + lh - 38, dw * 0.4, 12, "#94a3b8", 0.6));
  parts.push("</g>");
  return parts.join("");
}
