/** Small SVG helpers shared by every kind of art. */

/** Round for compact, stable SVG numbers. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Generic rounded "skeleton" bar. */
export function bar(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}
