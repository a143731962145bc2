import { retentionPeriod } from "../../../domain/privacy.ts";
import { renderMarkdown } from "../../../domain/privacy-markdown.ts";
import type { Site } from "../../../domain/site.ts";
import {
  DEFAULT_ORGANISATION_LOGO,
  DEFAULT_SHARE_IMAGE,
  RETENTION_PLACEHOLDER,
} from "../../../domain/site-defaults.ts";
import type { StoredSite } from "./queries.ts";

/**
 * What visitors are shown: the settings, the privacy page rendered to HTML (with this instance's
 * retention of applications in place of its placeholder) and the pictures.
 */
export function siteView(settings: StoredSite, applicationRetentionDays: number): Site {
  const markdown = settings.privacy.markdown.replaceAll(
    RETENTION_PLACEHOLDER,
    retentionPeriod(applicationRetentionDays),
  );
  return {
    ...settings,
    privacy: { markdown: settings.privacy.markdown, html: renderMarkdown(markdown) },
    seo: {
      ...settings.seo,
      shareImage: settings.images.shareImage ?? DEFAULT_SHARE_IMAGE,
      organisationLogo: settings.images.organisationLogo ?? DEFAULT_ORGANISATION_LOGO,
    },
  };
}
