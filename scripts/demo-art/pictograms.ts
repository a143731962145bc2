/** Line pictograms (drawn in a 100 x 100 box, stroked) chosen by words in a label. */

const PICTOGRAMS: Record<string, string> = {
  code:
    '<rect x="10" y="18" width="80" height="64" rx="9"/><path d="M10 34 H90"/>' +
    '<path d="M39 48 L29 58 L39 68"/><path d="M61 48 L71 58 L61 68"/><path d="M54 45 L46 71"/>',
  phone: '<rect x="29" y="8" width="42" height="84" rx="10"/><path d="M44 18 H56"/>' + '<path d="M43 80 H57"/>',
  pen:
    '<path d="M50 12 L74 50 L62 82 H38 L26 50 Z"/><path d="M50 12 V46"/>' +
    '<circle cx="50" cy="53" r="6"/><path d="M34 92 H66"/>',
  layers:
    '<path d="M50 14 L88 33 L50 52 L12 33 Z"/><path d="M12 50 L50 69 L88 50"/>' + '<path d="M12 67 L50 86 L88 67"/>',
  megaphone:
    '<path d="M16 42 V60 H30 L70 80 V22 L30 42 Z"/><path d="M30 60 L36 82 H46 L42 62"/>' +
    '<path d="M80 38 Q88 51 80 64"/>',
  search:
    '<circle cx="43" cy="43" r="27"/><path d="M63 63 L86 86"/>' +
    '<path d="M31 52 V46"/><path d="M43 52 V34"/><path d="M55 52 V40"/>',
  chart: '<path d="M14 14 V86 H88"/><path d="M26 68 L44 50 L56 60 L80 34"/><path d="M66 34 H80 V48"/>',
  cloud:
    '<path d="M30 74 H72 A17 17 0 0 0 71 40 A23 23 0 0 0 27 44 A15 15 0 0 0 30 74 Z"/>' +
    '<path d="M50 66 V50"/><path d="M42 57 L50 49 L58 57"/>',
  monitor:
    '<rect x="10" y="16" width="80" height="56" rx="8"/><path d="M20 46 H34 L41 31 L51 60 L58 44 H80"/>' +
    '<path d="M38 88 H62"/><path d="M50 72 V88"/>',
  bag: '<path d="M22 34 H78 L74 88 H26 Z"/><path d="M37 46 V28 A13 13 0 0 1 63 28 V46"/>',
  cart:
    '<path d="M10 18 H22 L32 64 H76 L86 32 H26"/><circle cx="38" cy="79" r="6"/>' + '<circle cx="70" cy="79" r="6"/>',
};

const PICTOGRAM_RULES: readonly [RegExp, string][] = [
  [/design system|component/i, "layers"],
  [/\bseo\b|search|optimi[sz]/i, "search"],
  [/social|\bads?\b|marketing|campaign|advert/i, "megaphone"],
  [/analytics|growth|report|insight/i, "chart"],
  [/cloud|migration|hosting|server/i, "cloud"],
  [/devops|monitor|pipeline|infrastructure/i, "monitor"],
  [/marketplace|cart|checkout/i, "cart"],
  [/commerce|store|shop|retail|\bpos\b/i, "bag"],
  [/\bweb|website|portal|frontend|back-?end|software|development/i, "code"],
  [/mobile|\bapps?\b|\bios\b|android|flutter|native|cross-platform/i, "phone"],
  [/design|\bui\b|\bux\b|brand|figma|prototyp/i, "pen"],
];

export function pictogramFor(label: string): string | undefined {
  // "Mobile App Development" must win over the generic "development" rule.
  if (/mobile|\bapps?\b|\bios\b|android|flutter|cross-platform/i.test(label) && !/\bweb\b/i.test(label)) {
    return PICTOGRAMS.phone;
  }
  for (const [re, key] of PICTOGRAM_RULES) if (re.test(label)) return PICTOGRAMS[key];
  return undefined;
}
