import { glowDef, gradientDef, paletteFor } from "./palettes.ts";
import { pictogramFor } from "./pictograms.ts";
import { createRng, hashString } from "./random.ts";
import { n } from "./svg.ts";
import { escapeXml, initials } from "./text.ts";

/** A service's square tile with its pictogram (or initials), 512 x 512. */
export function serviceIconSvg(seed: string, label: string, variant: number): string {
  const S = 512;
  const rng = createRng(hashString(`svc|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const picto = pictogramFor(label);
  const ringX = rng.range(380, 470);
  const ringY = rng.range(380, 470);
  const inner = picto
    ? `<g filter="url(#ps)"><g transform="translate(96 96) scale(3.2)" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">${picto}</g></g>`
    : `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="160" letter-spacing="-3" fill="#fff" filter="url(#ps)">${escapeXml(initials(label))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<defs>${gradientDef("bg", p, rng.range(35, 65))}${glowDef("g1", p.accent, 0.6)}${glowDef("g2", p.accent2, 0.5)}${glowDef("shine", "#ffffff", 0.35)}
<clipPath id="tile"><rect width="${S}" height="${S}" rx="116"/></clipPath>
<filter id="ps" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.25"/></filter></defs>
<g clip-path="url(#tile)">
<rect width="${S}" height="${S}" fill="url(#bg)"/>
<circle cx="${n(rng.range(380, 500))}" cy="${n(rng.range(20, 120))}" r="300" fill="url(#g1)"/>
<circle cx="${n(rng.range(0, 120))}" cy="${n(rng.range(420, 520))}" r="280" fill="url(#g2)"/>
<circle cx="90" cy="70" r="220" fill="url(#shine)"/>
<circle cx="${n(ringX)}" cy="${n(ringY)}" r="110" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="3"/>
<circle cx="${n(ringX)}" cy="${n(ringY)}" r="170" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="3"/>
<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" rx="115" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>
</g>
${inner}
</svg>`;
}
