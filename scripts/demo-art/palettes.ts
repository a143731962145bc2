import { hashString } from "./random.ts";
import { n } from "./svg.ts";

export type Palette = { from: string; to: string; accent: string; accent2: string };

/** Tasteful modern gradients, all dark or saturated enough for white text. */
const PALETTES: readonly Palette[] = [
  { from: "#312e81", to: "#7c3aed", accent: "#f472b6", accent2: "#38bdf8" }, // indigo night
  { from: "#0c4a6e", to: "#0284c7", accent: "#5eead4", accent2: "#fde68a" }, // ocean
  { from: "#9f1239", to: "#f97316", accent: "#fde047", accent2: "#fda4af" }, // sunset
  { from: "#064e3b", to: "#0d9488", accent: "#a3e635", accent2: "#67e8f9" }, // emerald
  { from: "#020617", to: "#1e3a8a", accent: "#38bdf8", accent2: "#a78bfa" }, // midnight
  { from: "#155e75", to: "#6d28d9", accent: "#f0abfc", accent2: "#5eead4" }, // aurora
  { from: "#4a044e", to: "#be185d", accent: "#fb923c", accent2: "#f9a8d4" }, // plum
  { from: "#0f172a", to: "#334155", accent: "#2dd4bf", accent2: "#818cf8" }, // slate and teal
];

export function paletteFor(seed: string, variant: number): Palette {
  return PALETTES[(hashString(seed) + variant * 3) % PALETTES.length] as Palette;
}

export function gradientDef(id: string, p: Palette, angleDeg: number): string {
  const rad = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

export function glowDef(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
