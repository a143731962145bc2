import { ExternalLink } from "lucide-react";
import { type ComponentType, useState } from "react";
import { useSearchParams } from "react-router";
import type { SitePart } from "../../../domain/site.ts";
import { recordlessTranslationId } from "../../../domain/translations.ts";
import { HistoryButton } from "../../components/admin/history/history-button.tsx";
import { NotForYourRole } from "../../components/admin/not-for-your-role.tsx";
import { AboutForm } from "../../components/admin/site/about-form.tsx";
import { CareersForm } from "../../components/admin/site/careers-form.tsx";
import { ContactForm } from "../../components/admin/site/contact-form.tsx";
import { HomeForm } from "../../components/admin/site/home-form.tsx";
import { NavigationForm } from "../../components/admin/site/navigation-form.tsx";
import { partEditor, type SiteScreenProps } from "../../components/admin/site/part-editor.tsx";
import { PartnersForm } from "../../components/admin/site/partners-form.tsx";
import { PortfolioForm } from "../../components/admin/site/portfolio-form.tsx";
import { PrivacyForm } from "../../components/admin/site/privacy-form.tsx";
import { SeoForm } from "../../components/admin/site/seo-form.tsx";
import { TranslationButtons } from "../../components/admin/translations/translation-button.tsx";
import { Loader } from "../../components/admin/ui/spinner.tsx";
import { apiUrl, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/site";

export const meta: Route.MetaFunction = () => [{ title: "Site · Back office" }];

type PartForm = ComponentType<SiteScreenProps>;

/** The screens of the Site area, in the order the owner meets them on the site; `page` is where to look. */
const screens: { part: SitePart | "partners"; label: string; description: string; page: string; Form: PartForm }[] = [
  {
    part: "contact",
    label: "Contact details",
    description: "The office address, phone numbers, e-mail, map and social links: footer, contact page and menus.",
    page: "/contact",
    Form: partEditor("contact", ContactForm),
  },
  {
    part: "navigation",
    label: "Navigation",
    description:
      "The menu at the top of every page and the footer's columns of links: labels, order, and where each goes.",
    page: "/",
    Form: partEditor("navigation", NavigationForm),
  },
  {
    part: "home",
    label: "Home",
    description: "The hero and its picture, the four offerings, the ideas block and the closing call to action.",
    page: "/",
    Form: partEditor("home", HomeForm),
  },
  {
    part: "about",
    label: "About",
    description: "The welcome text, vision, mission and the values in their order.",
    page: "/about",
    Form: partEditor("about", AboutForm),
  },
  {
    part: "partners",
    label: "Partners",
    description:
      "The logo strip on the home page: add, remove and reorder partners, at once or as a draft published as a whole.",
    page: "/",
    Form: PartnersForm,
  },
  {
    part: "portfolio",
    label: "Portfolio",
    description: "Which categories visitors can filter the projects by.",
    page: "/projects",
    Form: partEditor("portfolio", PortfolioForm),
  },
  {
    part: "careers",
    label: "Careers",
    description: "The careers page's header and the company overview shown on every job.",
    page: "/career",
    Form: partEditor("careers", CareersForm),
  },
  {
    part: "privacy",
    label: "Privacy",
    description: "The privacy page's text, in Markdown.",
    page: "/privacy",
    Form: partEditor("privacy", PrivacyForm),
  },
  {
    part: "seo",
    label: "Search and sharing",
    description:
      "The site's name, page titles, default description, share picture and logo, and the switch that hides a staging copy from search engines.",
    page: "/",
    Form: partEditor("seo", SeoForm),
  },
];

function SiteScreen() {
  const [params, setParams] = useSearchParams();
  const screen = screens.find(({ part }) => part === params.get("part")) ?? screens[0];
  const site = useResource(() => adminApi.site.read().then((answer) => answer.data), [], apiUrl("/site"));
  const [restores, setRestores] = useState(0);
  // After a publish, a discard or a discarded draft brought back, the form opens again on what the
  // site shows now (and the draft, if any): nothing typed before stays in it.
  const reopen = async () => {
    const fresh = await adminApi.site.read().catch(() => null);
    if (fresh) site.replace(() => fresh.data);
    setRestores((n) => n + 1);
  };

  return (
    <div className="flex flex-col gap-5">
      <nav aria-label="Site parts">
        <ul className="flex flex-wrap gap-1">
          {screens.map(({ part, label }) => (
            <li key={part} className="shrink-0">
              <button
                type="button"
                aria-current={part === screen.part ? "page" : undefined}
                onClick={() => setParams({ part }, { replace: true })}
                className={`rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-admin-500 ${
                  part === screen.part
                    ? "bg-admin-600 text-white"
                    : "text-slate-600 hover:bg-slate-200/60 hover:text-slate-900"
                }`}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold tracking-tight text-slate-900">{screen.label}</h2>
            <p className="mt-1 text-sm text-slate-600">{screen.description}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-3">
            {/* The site's words translate as one record (ADR 0290): every part's are in its editor. */}
            <TranslationButtons path="site" record={undefined} id={recordlessTranslationId} name="the site's words" />
            {site.data && screen.part !== "partners" && (
              <HistoryButton
                path="site"
                id={screen.part}
                canRestore
                current={site.data[screen.part]}
                onRestored={() => {
                  setRestores((n) => n + 1);
                  site.reload();
                }}
              />
            )}
            <a
              href={screen.page}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-admin-600 hover:underline"
            >
              View on the site <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
        </div>
        {site.data ? (
          // Keyed by part (and restore): each form starts from what the site shows now.
          <screen.Form
            key={`${screen.part}-${restores}`}
            site={site.data}
            onSaved={(saved) => site.replace(() => saved)}
            onPublished={reopen}
          />
        ) : site.error ? (
          <p role="alert" className="text-sm text-red-600">
            {messageOf(site.error, "Failed to load the site's content. Please try again.")}
          </p>
        ) : (
          <Loader />
        )}
      </section>
    </div>
  );
}

/** Only admins with the site's update right (superAdmin always) edit it; the server refuses the rest. */
export default function SitePage() {
  const { can } = useRights();
  if (can("site", "update")) return <SiteScreen />;
  return <NotForYourRole>Your role may not change the site's content.</NotForYourRole>;
}
