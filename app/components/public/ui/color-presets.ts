/**
 * The eight colour presets that category and service cards cycle through (card n uses preset n mod 8).
 * Each is a soft tinted surface, an icon tile and an accent for the card's link, all AA on their surface.
 * Full class names are written out so Tailwind finds them.
 */
export type ColorPreset = {
  name: string;
  surface: string;
  border: string;
  iconTile: string;
  accent: string;
  bar: string;
};

export const colorPresets: readonly ColorPreset[] = [
  {
    name: "indigo",
    surface: "bg-indigo-50",
    border: "border-indigo-100 hover:border-indigo-300",
    iconTile: "bg-indigo-600 text-white",
    accent: "text-indigo-800",
    bar: "bg-indigo-500",
  },
  {
    name: "sky",
    surface: "bg-sky-50",
    border: "border-sky-100 hover:border-sky-300",
    iconTile: "bg-sky-600 text-white",
    accent: "text-sky-800",
    bar: "bg-sky-500",
  },
  {
    name: "emerald",
    surface: "bg-emerald-50",
    border: "border-emerald-100 hover:border-emerald-300",
    iconTile: "bg-emerald-600 text-white",
    accent: "text-emerald-800",
    bar: "bg-emerald-500",
  },
  {
    name: "amber",
    surface: "bg-amber-50",
    border: "border-amber-100 hover:border-amber-300",
    iconTile: "bg-amber-500 text-ink-950",
    accent: "text-amber-900",
    bar: "bg-amber-500",
  },
  {
    name: "rose",
    surface: "bg-rose-50",
    border: "border-rose-100 hover:border-rose-300",
    iconTile: "bg-rose-600 text-white",
    accent: "text-rose-800",
    bar: "bg-rose-500",
  },
  {
    name: "violet",
    surface: "bg-violet-50",
    border: "border-violet-100 hover:border-violet-300",
    iconTile: "bg-violet-600 text-white",
    accent: "text-violet-800",
    bar: "bg-violet-500",
  },
  {
    name: "teal",
    surface: "bg-teal-50",
    border: "border-teal-100 hover:border-teal-300",
    iconTile: "bg-teal-600 text-white",
    accent: "text-teal-800",
    bar: "bg-teal-500",
  },
  {
    name: "orange",
    surface: "bg-orange-50",
    border: "border-orange-100 hover:border-orange-300",
    iconTile: "bg-orange-600 text-white",
    accent: "text-orange-800",
    bar: "bg-orange-500",
  },
];

export function colorPreset(index: number): ColorPreset {
  return colorPresets[((index % colorPresets.length) + colorPresets.length) % colorPresets.length];
}
