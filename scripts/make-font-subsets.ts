/**
 * Cuts the two variable fonts down to the characters nearly every page uses (printable ASCII and a
 * few typographic marks) and writes their @font-face rules: those small files are all a page loads
 * before its first paint. Any other Latin character still shows in the font: the rest of the
 * package's Latin file, declared for exactly the characters the core leaves out, loads only on a page
 * that uses one. The results in app/fonts are committed; run again after changing the set or
 * updating the font packages (tests/unit/font-subsets.test.ts checks they are current).
 *
 *   npm run fonts:subset
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { nastaliqArabicFile, nastaliqCoreFile, nastaliqWeights, subsetNastaliq } from "./fonts/nastaliq.ts";
import { fontFacesCss, fontsDir, subsetCoreFont, typefaces } from "./fonts/typefaces.ts";

for (const typeface of typefaces) {
  const core = await subsetCoreFont(await readFile(typeface.latinFile), typeface.weights);
  await writeFile(path.join(fontsDir, typeface.coreFile), core);
  console.log(`${typeface.coreFile}: ${core.length} bytes`);
}
for (const weight of nastaliqWeights) {
  const core = await subsetNastaliq(await readFile(nastaliqArabicFile(weight)));
  await writeFile(path.join(fontsDir, nastaliqCoreFile(weight)), core);
  console.log(`${nastaliqCoreFile(weight)}: ${core.length} bytes`);
}
await writeFile(path.join(fontsDir, "faces.css"), fontFacesCss());
console.log("faces.css written");
