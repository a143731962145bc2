import { isTranslatedLocale, type Locale } from "../../../domain/locales.ts";
import type { Db } from "../../db/client.ts";
import { publishedTranslation, translated } from "../translations/reads.ts";

/**
 * The job's title as the applicant read it: its published translation in the application's
 * language, else the original (an acknowledgement never waits for staff to translate).
 */
export async function jobTitleIn(db: Db, application: { jobId: string; jobTitle: string; language: Locale }) {
  const { language } = application;
  if (!isTranslatedLocale(language)) return application.jobTitle;
  const translation = await publishedTranslation(db, "job", application.jobId, language);
  return translated("job", { title: application.jobTitle }, translation).title;
}
