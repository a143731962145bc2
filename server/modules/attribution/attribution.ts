import type { FastifyRequest } from "fastify";
import {
  type Attribution,
  type AttributionInput,
  hostOf,
  landingPathOf,
  observedValue,
  present,
  referrerHostOf,
  utmParameters,
} from "../../../domain/attribution.ts";
import type { AppConfig } from "../../config.ts";

/** This site's own host names: the one the request was sent to, and PUBLIC_URL's. */
export function ownHosts(requestHost: string | undefined, config: Pick<AppConfig, "publicUrl">): string[] {
  const hosts = [hostOf(config.publicUrl)];
  if (requestHost) hosts.push(hostOf(`http://${requestHost}`));
  return hosts.filter((host): host is string => host !== null);
}

/** The hosts a Fastify request counts as this site. */
export const requestOwnHosts = (request: FastifyRequest, config: Pick<AppConfig, "publicUrl">) =>
  ownHosts(request.host, config);

/** What a lead keeps of the attribution fields a public write sent (already checked by its schema). */
export function attributionOf(input: AttributionInput, hosts: readonly string[]): Attribution {
  return {
    landingPage: landingPathOf(input.landingPage),
    referrerHost: referrerHostOf(input.referrer, hosts),
    utmSource: present(input.utmSource),
    utmMedium: present(input.utmMedium),
    utmCampaign: present(input.utmCampaign),
  };
}

/**
 * A page's own form post, made without JavaScript, carries no attribution fields of its own (unless
 * a client sends them, and then they win). What the server can know instead (ADR 0079): the page the
 * form sits on — the `Referer` when it is one of our pages, else the page posted to — with the
 * campaign parameters of that page's address; and the referring site, when the `Referer` is another
 * site (our own pages are never a referrer).
 */
export function pageFormAttribution(
  input: AttributionInput,
  request: Request,
  config: Pick<AppConfig, "publicUrl">,
): Attribution {
  const posted = new URL(request.url);
  const hosts = ownHosts(posted.host, config);
  const referer = request.headers.get("referer") ?? undefined;
  const refererUrl = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const formPage = refererUrl && hosts.includes(refererUrl.hostname.toLowerCase()) ? refererUrl : posted;
  const fromAddress = (name: string) =>
    observedValue(posted.searchParams.get(name)) ?? observedValue(formPage.searchParams.get(name)) ?? undefined;
  const derived: AttributionInput = { landingPage: formPage.pathname, referrer: referer };
  for (const [parameter, field] of utmParameters) derived[field] = fromAddress(parameter);
  const chosen = (field: keyof AttributionInput) => present(input[field]) ?? derived[field];
  return attributionOf(
    {
      landingPage: chosen("landingPage"),
      referrer: chosen("referrer"),
      utmSource: chosen("utmSource"),
      utmMedium: chosen("utmMedium"),
      utmCampaign: chosen("utmCampaign"),
    },
    hosts,
  );
}
