import { Mail, MapPin, Navigation, Phone } from "lucide-react";
import { Link } from "react-router";
import { pathInLocale } from "../../../../domain/locales";
import { postalLine, telHref } from "../../../../domain/site-defaults";
import { type SocialNetwork, socialLabels, socialNetworks } from "../../../../domain/site-labels";
import { useLocale, useMessages } from "../../../lib/messages";
import type { LayoutSite } from "../../../lib/public-cards";
import { ServerMarkup } from "../ui/server-markup";
import { linkKey, NavigationLink } from "./navigation-link";
import { NewsletterForm } from "./newsletter-form";
import { LogoMark } from "./site-logo";
import { useSite } from "./use-site";

const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The footer: address, phone, map directions, the columns of site links, the newsletter signup and the copyright.
 * Only the newsletter form is hydrated; the rest is server markup (docs/decisions/0116). `site`
 * replaces the layout's (the back office's preview of values not saved yet).
 */
export function SiteFooter({ site }: { site?: LayoutSite }) {
  const fromLayout = useSite();
  const { contact, seo, navigation } = site ?? fromLayout;
  const messages = useMessages();
  const m = messages.chrome;
  const locale = useLocale();
  const columns = navigation.footer;
  // One column keeps the narrow middle cell it always had; more widen it and stand side by side,
  // two a row on phones so a label is never squeezed to a word a line.
  const many = columns.length > 1;
  const social = socialNetworks.flatMap((network: SocialNetwork) => {
    const href = contact.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className="relative bg-ink-950 text-ink-300">
      {/* The bottom padding is the lane the scroll button rests in above the last row (scroll-button.tsx). */}
      <div
        className={`page-container grid grid-cols-1 gap-12 pt-16 pb-20 md:grid-cols-2 md:pb-24 ${many ? "lg:grid-cols-[1.2fr_2fr_1.2fr]" : "lg:grid-cols-[1.3fr_0.8fr_1.3fr]"}`}
      >
        <ServerMarkup as="div">
          <Link to={pathInLocale("/", locale)} className="inline-flex items-center gap-3 rounded-lg">
            <LogoMark className="size-10" />
            <span className="font-bold font-display text-lg text-white">{seo.siteName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{m.footerAbout}</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>{postalLine(contact.address)}</span>
            </p>
            {contact.phones.map((phone) => (
              <p key={phone} className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                <a href={telHref(phone)} dir="ltr" className="hover:text-white">
                  {phone}
                </a>
              </p>
            ))}
            {contact.email && (
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                <a href={`mailto:${contact.email}`} dir="ltr" className="hover:text-white">
                  {contact.email}
                </a>
              </p>
            )}
            <p className="flex gap-3">
              <Navigation aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a
                href={directionsUrl(contact.latitude, contact.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white"
              >
                {contact.directionsLabel}
              </a>
            </p>
          </address>
          {social.length > 0 && (
            <ul aria-label={m.followUs} className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {social.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                    {socialLabels[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ServerMarkup>
        {columns.length > 0 && (
          <ServerMarkup
            as="nav"
            aria-label={m.footerMenu}
            className={many ? "grid grid-cols-2 gap-8 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none" : undefined}
          >
            {columns.map((column, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column has no identity of its own, and holds no state
              <div key={at}>
                <h2 className="font-display font-semibold text-white">{column.title}</h2>
                <ul className={`mt-4 grid gap-x-6 gap-y-2.5 text-sm ${many ? "" : "grid-cols-2 lg:grid-cols-1"}`}>
                  {column.links.map((link) => (
                    <li key={linkKey(link)}>
                      <NavigationLink link={link} className="rounded hover:text-white" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </ServerMarkup>
        )}
        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="font-display font-semibold text-white">{messages.newsletter.heading}</h2>
          <p className="mt-2 text-sm leading-relaxed">{messages.newsletter.intro}</p>
          <NewsletterForm />
        </div>
      </div>
      <ServerMarkup as="div" className="border-white/10 border-t" data-scroll-button-floor="">
        <div className="page-container flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{contact.copyright}</p>
          <Link to={pathInLocale("/privacy", locale)} className="rounded hover:text-white">
            {m.privacyPolicy}
          </Link>
        </div>
      </ServerMarkup>
    </footer>
  );
}
