import { glowDef, gradientDef, paletteFor } from "../palettes.ts";
import { createRng, hashString } from "../random.ts";
import { n } from "../svg.ts";
import { browserWindow } from "./browser-window.ts";
import { dashboardWindow } from "./dashboard-window.ts";
import { floatingCards } from "./floating-cards.ts";
import { phone } from "./phone.ts";
import { titleBlock } from "./title-block.ts";

const PW = 1600;
const PH = 1000;

/** A project or product picture, 1600 x 1000: one of four layouts by variant, the title on it. */
export function portfolioSvg(seed: string, label: string, variant: number): string {
  const rng = createRng(hashString(`pf|${seed}|${variant}`));
  const p = paletteFor(seed, variant);
  const layout = ((variant % 4) + 4) % 4;
  const angle = rng.range(15, 55);

  const defs = `<defs>
${gradientDef("bg", p, angle)}
${glowDef("g1", p.accent, 0.45)}${glowDef("g2", p.accent2, 0.4)}${glowDef("g3", "#ffffff", 0.14)}
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.to}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.to}" stop-opacity="0"/></linearGradient>
<pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#ffffff" fill-opacity="0.22"/></pattern>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="28" stdDeviation="30" flood-color="#020617" flood-opacity="0.35"/></filter>
<filter id="tshadow" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#020617" flood-opacity="0.3"/></filter>
</defs>`;

  const bg: string[] = [];
  bg.push(`<rect width="${PW}" height="${PH}" fill="url(#bg)"/>`);
  bg.push(
    `<circle cx="${n(rng.range(1100, 1500))}" cy="${n(rng.range(50, 300))}" r="${n(rng.range(520, 680))}" fill="url(#g1)"/>`,
  );
  bg.push(
    `<circle cx="${n(rng.range(0, 400))}" cy="${n(rng.range(750, 1000))}" r="${n(rng.range(480, 620))}" fill="url(#g2)"/>`,
  );
  bg.push(`<circle cx="${n(rng.range(400, 900))}" cy="${n(rng.range(0, 200))}" r="420" fill="url(#g3)"/>`);
  const dotX = rng.pick([60, 420, 1180]);
  const dotY = rng.pick([40, 700]);
  bg.push(`<rect x="${dotX}" y="${dotY}" width="330" height="240" fill="url(#dots)"/>`);
  const ringX = rng.range(0, PW);
  const ringY = rng.pick([-80, PH + 80]);
  bg.push(
    `<circle cx="${n(ringX)}" cy="${ringY}" r="260" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="3"/>`,
  );
  bg.push(
    `<circle cx="${n(ringX)}" cy="${ringY}" r="360" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="3"/>`,
  );
  // Sparkles: small plus signs and dots
  for (let i = 0; i < 5; i++) {
    const sx = rng.range(80, PW - 80);
    const sy = rng.range(60, PH - 60);
    if (i % 2 === 0) {
      bg.push(
        `<path d="M${n(sx - 10)} ${n(sy)} H${n(sx + 10)} M${n(sx)} ${n(sy - 10)} V${n(sy + 10)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`,
      );
    } else {
      bg.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(4, 8))}" fill="${p.accent2}" fill-opacity="0.6"/>`);
    }
  }

  let fg = "";
  switch (layout) {
    case 0:
      fg =
        browserWindow(860, 170, 640, 470, p, rng) +
        phone("ph0", 770, 400, 250, 510, p, rng, rng.int(0, 2)) +
        `<circle cx="1470" cy="760" r="70" fill="${p.accent}" fill-opacity="0.9"/>` +
        `<rect x="1300" y="700" width="120" height="120" rx="30" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" transform="rotate(12 1360 760)"/>` +
        titleBlock(label, p, 110, 500, 600);
      break;
    case 1:
      fg =
        titleBlock(label, p, 140, 200, 1280, { maxSize: 88, maxLines: 2, details: false }) +
        dashboardWindow(140, 380, 1320, 720, p, rng);
      break;
    case 2: {
      const styles = [0, 1, 2];
      const start = rng.int(0, 2);
      fg =
        `<g transform="rotate(-8 1150 500)">` +
        phone("ph0", 760, 260, 250, 510, p, rng, styles[start % 3] as number) +
        phone("ph1", 1310, 260, 250, 510, p, rng, styles[(start + 2) % 3] as number) +
        phone("ph2", 1010, 160, 290, 590, p, rng, styles[(start + 1) % 3] as number) +
        "</g>" +
        titleBlock(label, p, 110, 500, 560);
      break;
    }
    default:
      fg = floatingCards(p, rng) + titleBlock(label, p, 110, 500, 620);
      break;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PW}" height="${PH}" viewBox="0 0 ${PW} ${PH}">
${defs}
${bg.join("\n")}
${fg}
</svg>`;
}
