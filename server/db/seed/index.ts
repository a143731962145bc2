import type { AppConfig } from "../../config.ts";
import { type DraftKindOf, publishSeededTranslations } from "../../modules/translations/index.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Db } from "../client.ts";
import { type SeedReport, seedBase } from "./base.ts";
import { seedDemo } from "./demo.ts";
import { demoTranslations } from "./demo-translations.ts";

export async function seedDatabase(
  db: Db,
  config: AppConfig,
  storage: FileStorage,
  /** The kinds' drafts (their reads and rules), which the demo's translations are checked by. */
  draftOf: DraftKindOf,
): Promise<SeedReport & { demoSeeded: boolean }> {
  const report = await seedBase(db, config);
  const demoSeeded = config.seedDemo ? await seedDemo(db, storage) : false;
  // Once, with the demo: an owner who removes a translation does not get it back on a restart.
  if (demoSeeded) await publishSeededTranslations(db, draftOf, await demoTranslations(db));
  return { ...report, demoSeeded };
}
