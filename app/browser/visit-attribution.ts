import {
  ATTRIBUTION_MAX,
  type AttributionField,
  hostOf,
  observedValue,
  utmParameters,
} from "../../domain/attribution-rules";

/**
 * The visit that brought this browser tab to the site (ADR 0079): its landing page, the site that
 * referred it and its campaign, kept in sessionStorage (this tab only, gone when it closes; no
 * cookie) and sent with whatever form the visitor submits.
 */
const KEY = "visit";

type Visit = Partial<Record<AttributionField, string>>;

function read(): Visit | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as Visit) : null;
  } catch {
    return null;
  }
}

/**
 * Called once per page load: the first page of the tab starts its visit, and so does any later load
 * that arrives from another site or from a campaign link; moving between our own pages changes nothing.
 */
export function rememberVisit(): void {
  const query = new URLSearchParams(window.location.search);
  const visit: Visit = { landingPage: window.location.pathname.slice(0, ATTRIBUTION_MAX) };
  for (const [parameter, field] of utmParameters) {
    const value = observedValue(query.get(parameter));
    if (value) visit[field] = value;
  }
  const referrer = document.referrer;
  if (referrer && hostOf(referrer) !== window.location.hostname) visit.referrer = referrer.slice(0, ATTRIBUTION_MAX);
  const arrived = visit.referrer !== undefined || utmParameters.some(([, field]) => visit[field] !== undefined);
  if (!arrived && read() !== null) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, quota): the forms are sent without attribution.
  }
}

/** The fields to send with a form: the remembered visit, or nothing. */
export function visitAttribution(): Visit {
  const visit = read();
  if (!visit) return {};
  const fields: Visit = {};
  for (const field of ["landingPage", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const) {
    const value = visit[field];
    if (typeof value === "string" && value !== "") fields[field] = value.slice(0, ATTRIBUTION_MAX);
  }
  return fields;
}
