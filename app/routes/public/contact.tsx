import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { pathInLocale } from "../../../domain/locales";
import { telHref } from "../../../domain/site-defaults";
import { wantsScrollToForm } from "../../browser/navigation-state";
import { ContactForm } from "../../components/public/contact/contact-form";
import { directionsUrl, OfficeMap } from "../../components/public/contact/office-map";
import { CONTACT_FORM_ID, useScrollToFormOnArrival } from "../../components/public/contact/scroll-to-form";
import { useSite } from "../../components/public/layout/use-site";
import { buttonClass } from "../../components/public/ui/button";
import { Island } from "../../components/public/ui/island";
import { PageBanner } from "../../components/public/ui/page-banner";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { useLocale, useMessages } from "../../lib/messages";
import { seo } from "../../lib/seo";
import { submitContactForm } from "../../loaders/contact-form.server";
import type { Route } from "./+types/contact";

/** The form posted without JavaScript; with it, the form sends to /api/v1/contact/create itself. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contact",
    description:
      "Tell us about your project: send a message to our Lahore office, call us, or find us on the map. We reply within one working day.",
    path: "/contact",
  });

/** `ltr`: a phone number or an address, read left to right on an Urdu page too. */
type Detail = { icon: typeof MapPin; label: string; value: string; href?: string; ltr?: boolean };

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { contact } = useSite();
  const { address } = contact;
  const messages = useMessages();
  const m = messages.contact;
  const locale = useLocale();
  const details: Detail[] = [
    { icon: MapPin, label: m.office, value: `${address.streetAddress}, ${address.locality}, ${address.country}` },
    ...contact.phones.map((phone) => ({ icon: Phone, label: m.phone, value: phone, href: telHref(phone), ltr: true })),
    ...(contact.email
      ? [{ icon: Mail, label: m.email, value: contact.email, href: `mailto:${contact.email}`, ltr: true }]
      : []),
    ...(contact.openingHours ? [{ icon: Clock, label: m.hours, value: contact.openingHours }] : []),
  ];
  useScrollToFormOnArrival(CONTACT_FORM_ID, wantsScrollToForm);
  return (
    <>
      <PageBanner
        title={m.pageTitle}
        breadcrumb={[{ label: messages.chrome.home, to: pathInLocale("/", locale) }, { label: m.crumb }]}
        description={m.pageIntro}
      >
        <a href={`#${CONTACT_FORM_ID}`} className={buttonClass("light", "lg")}>
          {m.sendMessage}
        </a>
      </PageBanner>

      <section id={CONTACT_FORM_ID} aria-labelledby="query-form" className="page-container scroll-mt-24 py-section">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionHeading id="query-form" eyebrow={m.eyebrow} title={m.formTitle} />
            <ul className="mt-10 space-y-6">
              {details.map(({ icon: Icon, label, value, href, ltr }) => (
                <li key={`${label}-${value}`} className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-500 text-sm">{label}</span>
                    {href ? (
                      <a
                        href={href}
                        dir={ltr ? "ltr" : undefined}
                        className="font-semibold text-ink-950 hover:text-brand-700"
                      >
                        {value}
                      </a>
                    ) : (
                      <span className="font-semibold text-ink-950">{value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10 lg:col-span-3">
            <Island>
              <ContactForm key={actionData?.ok ? "sent" : "form"} outcome={actionData} />
            </Island>
          </div>
        </div>
      </section>

      <section aria-labelledby="find-us" className="page-container pb-section">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="find-us" className="font-bold text-ink-950 text-subtitle">
            {m.findUs}
          </h2>
          <a
            href={directionsUrl(contact)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {m.directions} <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        </div>
        <Island>
          <OfficeMap contact={contact} />
        </Island>
      </section>
    </>
  );
}
