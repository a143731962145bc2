import type { z } from "zod";
import type { ContentKind } from "../../../../domain/content-kinds.ts";

/**
 * One field of a plain kind's form, by how it is typed: a line, a paragraph (with its counter), a
 * picture from the media library (its id), a project (its id), a whole number, or an on/off switch.
 */
export type PlainField = {
  name: string;
  label: string;
  input: "text" | "textarea" | "picture" | "project" | "number" | "switch";
  hint?: string;
  required?: boolean;
  /** A paragraph's most characters, for its counter. */
  limit?: number;
};

/**
 * A plain kind's back-office screen, declared (issue 70, ADR 0283): its list's words and columns and
 * its form's fields. `app/kinds/<kind>.tsx` exports one as `screen` (`defineScreen`); the route and the screen are
 * made from it, its title, sidebar entry and rights area from domain/content-kinds.ts
 * (`declaredScreen`). The fields' rules are its domain schema's.
 */
export type PlainScreen = {
  kind: ContentKind;
  description: string;
  create: z.ZodObject;
  dto: z.ZodObject;
  defaults: Record<string, unknown>;
  /** The toast when an edit's Update put the changes live. */
  updated: string;
  /** The field that names a record (its row's buttons, a draft saved on create). */
  nameField: "name" | "title";
  columns: readonly { field: string; header: string }[];
  fields: readonly PlainField[];
};

/**
 * What a kind's app file exports as `screen`: its kind, and its declaration loaded when the back
 * office opens it. The declaration's domain schemas bring zod (~100 KB), which the public pages
 * that load the same file for its section must not download (tests/e2e/public/script-budget.spec.ts).
 */
export type LazyScreen = { kind: ContentKind; load(): Promise<PlainScreen> };

/**
 * Declares a kind's screen from `load`, a dynamic `import()` of its domain module; loaded once. Free
 * of side effects, so the public pages' copy of a kind's app file drops its unused `screen`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineScreen(kind: ContentKind, load: () => Promise<Omit<PlainScreen, "kind">>): LazyScreen {
  let loaded: Promise<PlainScreen> | undefined;
  return {
    kind,
    load() {
      loaded ??= load().then(
        (declared) => ({ ...declared, kind }),
        (error: unknown) => {
          loaded = undefined; // a failed download is tried again on the next visit
          throw error;
        },
      );
      return loaded;
    },
  };
}
