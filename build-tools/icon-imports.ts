import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Rewrites `import { ArrowDown, X as Close } from "lucide-react"` in our own modules of the browser
 * bundle into one import per icon file (`lucide-react/icons/arrow-down`, the package's own subpath).
 *
 * Why: through lucide's index module every icon is imported by the same module, so the chunking in
 * public-chunks.ts saw the icons only the back office uses as reached from public routes, and put
 * them in `public-shared` (~17 KB of it, ADR 0045 had accepted ~2 KB). With one import per icon the
 * module graph says which code uses which icon. The server bundle is left as it is.
 * Names that are not icons (`Icon`, `createLucideIcon`, `LucideProvider`, `icons`) keep the index.
 *
 * The back office imports its own copy of an icon (`?back-office`, a module of its own, ~0.3 KB): an
 * icon it shared with one public page made a chunk of that page's (`<page>-shared`) which every
 * back-office screen then fetched as a file of its own, for a few hundred bytes (issue 71, ADR 0288).
 */
const backOffice = /[\\/]app[\\/](routes|components|lib)[\\/]admin[\\/]/;

export function iconImports(): Plugin {
  /** Every exported icon name (aliases included) → its file's base name, read from lucide's index. */
  let iconFiles = new Map<string, string>();
  return {
    name: "agency:icon-imports",
    enforce: "post", // after TypeScript has been stripped: `type` specifiers are gone
    applyToEnvironment: (environment) => environment.name === "client",
    async buildStart() {
      // The ES index the browser bundle resolves "lucide-react" to (Node would pick the CommonJS one).
      const index = fileURLToPath(import.meta.resolve("lucide-react/dist/esm/lucide-react.mjs"));
      const source = await readFile(index, "utf8");
      iconFiles = new Map();
      for (const [, names = "", file = ""] of source.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
        for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) iconFiles.set(name, file);
      }
      if (iconFiles.size === 0) throw new Error("icon-imports: no icons found in lucide-react's index");
    },
    transform: {
      filter: { id: { exclude: /[\\/]node_modules[\\/]/ }, code: "lucide-react" },
      handler(code, id) {
        const copy = backOffice.test(id) ? "?back-office" : "";
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
          (statement, specifiers: string) => {
            const icons: string[] = [];
            const others: string[] = [];
            for (const specifier of specifiers.split(",").map((part) => part.trim())) {
              if (specifier === "") continue;
              const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
              const file = iconFiles.get(imported);
              if (file) icons.push(`import ${local} from "lucide-react/icons/${file}${copy}";`);
              else others.push(specifier);
            }
            if (icons.length === 0) return statement;
            return [
              ...icons,
              ...(others.length > 0 ? [`import { ${others.join(", ")} } from "lucide-react";`] : []),
            ].join("\n");
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
