import { glowDef, gradientDef, paletteFor } from "./palettes.ts";
import { pictogramFor } from "./pictograms.ts";
import { createRng, hashString } from "./random.ts";
import { n } from "./svg.ts";
import { escapeXml, fitText, initials, textBlock } from "./text.ts";

/** A category's card: pictogram (or initials) in a disc beside the name, 400 x 200. */
export function categoryIconSvg(seed: string, label: string, variant: number): string {
  const W = 400;
  const H = 200;
  const rng = createRng(hashString(`cat|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const picto = pictogramFor(label);
  const fitted = fitText(label, { maxWidth: 186, maxLines: 3, maxSize: 32, minSize: 16, tracking: -0.01 });
  const lh = 1.15;
  const blockH = fitted.fontSize * lh * (fitted.lines.length - 1);
  const textY = H / 2 - blockH / 2 + fitted.fontSize * 0.35;
  const inner = picto
    ? `<g transform="translate(60 60) scale(0.8)" fill="none" stroke="#fff" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round">${picto}</g>`
    : `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="46" fill="#fff">${escapeXml(initials(label))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${gradientDef("bg", p, rng.range(20, 60))}${glowDef("g1", p.accent, 0.55)}${glowDef("g2", p.accent2, 0.45)}
<clipPath id="card"><rect width="${W}" height="${H}" rx="28"/></clipPath></defs>
<g clip-path="url(#card)">
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${n(rng.range(300, 380))}" cy="${n(rng.range(-10, 40))}" r="150" fill="url(#g1)"/>
<circle cx="${n(rng.range(20, 120))}" cy="${n(rng.range(170, 220))}" r="130" fill="url(#g2)"/>
<circle cx="${W - 10}" cy="${H + 20}" r="90" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
<circle cx="${W - 10}" cy="${H + 20}" r="130" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>
</g>
<circle cx="100" cy="100" r="66" fill="#fff" fill-opacity="0.14"/>
<circle cx="100" cy="100" r="66" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
${inner}
${textBlock(fitted, 192, textY, 'font-weight="700" fill="#fff"', lh)}
</svg>`;
}
