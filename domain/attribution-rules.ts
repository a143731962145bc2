/**
 * Attribution of leads (docs/api.md "Attribution and insights", ADR 0079), without zod: the
 * browser's visit capture and the server's normalising both use these rules.
 */

/** Every attribution field a public write accepts is at most this long. */
export const ATTRIBUTION_MAX = 300;

export const attributionFieldNames = ["landingPage", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const;
export type AttributionField = (typeof attributionFieldNames)[number];

export const attributionLabels: Record<AttributionField, string> = {
  landingPage: "Landing page",
  referrer: "Referrer",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
};

/** The query parameters of a campaign link, and the field each one fills. */
export const utmParameters = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
] as const;

/** What a lead keeps: the landing page's path, the referring site's host, the three UTM values. */
export type Attribution = {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export const noAttribution: Attribution = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

/** CSV columns of every lead list, after its own columns, in this order. */
export const attributionColumns: readonly [string, keyof Attribution][] = [
  ["Landing page", "landingPage"],
  ["Referrer", "referrerHost"],
  ["UTM source", "utmSource"],
  ["UTM medium", "utmMedium"],
  ["UTM campaign", "utmCampaign"],
];

/** The host name of an absolute URL (lower case, no port), or null when it has none. */
export function hostOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const host = new URL(url).hostname.toLowerCase();
  return host === "" ? null : host;
}

/**
 * The referring site: the referrer's host, unless it is this site itself (a visitor moving between
 * our own pages, or a form posted from one of them, was brought by nobody new).
 */
export function referrerHostOf(referrer: string | undefined | null, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  const host = hostOf(referrer);
  return host && !ownHosts.includes(host) ? host : null;
}

/**
 * A landing page as kept: its path alone. The query string and fragment are dropped: they may carry
 * personal data (an address from a mail link, click identifiers); campaigns have their own fields.
 */
export function landingPathOf(value: string | undefined | null): string | null {
  if (!value) return null;
  let path: string;
  if (value.startsWith("/") && !value.startsWith("//")) path = value.replace(/[?#].*$/s, "");
  else if (URL.canParse(value)) path = new URL(value).pathname;
  else return null;
  return path.slice(0, ATTRIBUTION_MAX) || "/";
}

/** A blank value is no value. */
export const present = (value: string | undefined | null): string | null => (value ? value : null);

/**
 * A value read from an address rather than typed into a form (a campaign parameter): control
 * characters dropped, trimmed, cut to the limit; blank is none.
 */
export function observedValue(value: string | undefined | null): string | null {
  if (!value) return null;
  return present(
    value
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, ATTRIBUTION_MAX),
  );
}
