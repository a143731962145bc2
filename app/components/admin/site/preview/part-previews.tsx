import type { z } from "zod";
import type { NavigationSettings, navigationSchema } from "../../../../../domain/navigation.ts";
import { filterChips } from "../../../../../domain/portfolio-browsing.ts";
import { renderMarkdown } from "../../../../../domain/privacy-markdown.ts";
import type {
  AboutSettings,
  CareersSettings,
  ContactSettings,
  HomeSettings,
  Partner,
  SeoSettings,
  Site,
} from "../../../../../domain/site.ts";
import { pageTitle } from "../../../../../domain/site-defaults.ts";
import { AboutContent } from "../../../public/about/about-content.tsx";
import { CareersBanner } from "../../../public/career/careers-banner.tsx";
import { CompanyOverview } from "../../../public/career/company-overview.tsx";
import { ClosingCta } from "../../../public/closing-cta.tsx";
import { Hero } from "../../../public/home/hero.tsx";
import { PartnerStrip } from "../../../public/home/partner-strip.tsx";
import { UniqueIdeas } from "../../../public/home/unique-ideas.tsx";
import { SiteFooter } from "../../../public/layout/site-footer.tsx";
import { SiteHeader } from "../../../public/layout/site-header.tsx";
import { CategoryFilter } from "../../../public/portfolio/category-filter.tsx";
import { PrivacyBody } from "../../../public/privacy/privacy-body.tsx";
import { SearchPreviews } from "../../search/search-previews.tsx";
import { SitePreview } from "./site-preview.tsx";

/*
 * Each Site screen's preview: the public components that show its part, given the form's values as
 * typed. The values may be half-written (an empty field, a list being filled in); the components
 * show them as they are, as the public site would once they were saved.
 */

export function ContactPreview({ contact, site }: { contact: ContactSettings; site: Site }) {
  const phones = contact.phones.map((phone) => phone.trim()).filter(Boolean);
  return (
    <SitePreview what="The footer">
      <SiteFooter site={{ contact: { ...contact, phones }, seo: site.seo, navigation: site.navigation }} />
    </SitePreview>
  );
}

export function HomePreview({ home, site }: { home: HomeSettings; site: Site }) {
  return (
    <SitePreview what="The home page's texts">
      <Hero home={home} poster={site.images.heroPoster} />
      <UniqueIdeas home={home} />
      <ClosingCta callToAction={home.callToAction} />
    </SitePreview>
  );
}

export function AboutPreview({ about, site }: { about: AboutSettings; site: Site }) {
  return (
    <SitePreview what="The About page">
      <AboutContent about={about} siteName={site.seo.siteName} />
    </SitePreview>
  );
}

export function PartnersPreview({ partners }: { partners: Partner[] }) {
  return (
    <SitePreview what="The partner strip">
      <div className="bg-white py-6">
        <PartnerStrip partners={partners} />
      </div>
    </SitePreview>
  );
}

export function PortfolioPreview({ chosen, categoryNames }: { chosen: string[]; categoryNames: string[] }) {
  const chips = filterChips(categoryNames, chosen);
  return (
    <SitePreview what="The projects' filter chips">
      <div className="page-container py-8">
        <CategoryFilter chips={chips} selected={chips[0]} label="Project categories" />
      </div>
    </SitePreview>
  );
}

export function CareersPreview({ careers }: { careers: CareersSettings }) {
  return (
    <SitePreview what="The careers page's header and a job's overview">
      <CareersBanner careers={careers} />
      <div className="page-container py-section">
        <CompanyOverview text={careers.companyOverview || "(Each job's own company overview.)"} />
      </div>
    </SitePreview>
  );
}

export function PrivacyPreview({ markdown, site }: { markdown: string; site: Site }) {
  return (
    <SitePreview what="The privacy page">
      <PrivacyBody html={renderMarkdown(markdown)} contact={site.contact} />
    </SitePreview>
  );
}

/**
 * Search and sharing: no public component shows these, search engines and chat apps do. The preview
 * draws a search result and a shared link's card the way they usually look, with the home page's
 * title as the page title.
 */
export function SeoPreview({
  seo,
  site,
}: {
  seo: Pick<SeoSettings, "siteName" | "titleTemplate" | "description">;
  site: Site;
}) {
  const origin = typeof window === "undefined" ? "" : window.location.host;
  const title = pageTitle(seo.titleTemplate, site.home.headline);
  return (
    <section
      aria-label="Preview of search and sharing"
      className="flex flex-col gap-3 rounded-xl bg-slate-100 p-3 sm:p-4"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
        <p className="text-xs text-slate-600">The home page in a search result and as a shared link, once saved.</p>
      </div>
      <SearchPreviews shown={{ address: origin, title, description: seo.description, image: site.seo.shareImage }} />
    </section>
  );
}

/** The links as typed: a half-written row shows as it is, a missing part as the site has it. */
type TypedNavigation = z.input<typeof navigationSchema>;
const asShown = (link: { label?: string; to?: string; external?: boolean }) => ({
  label: link.label ?? "",
  to: link.to ?? "",
  external: link.external ?? false,
});

/** Navigation: the header's menu and the footer as visitors would see them. */
export function NavigationPreview({ navigation, site }: { navigation: Partial<TypedNavigation>; site: Site }) {
  const shown: NavigationSettings = {
    header: (navigation.header ?? site.navigation.header).map((item) =>
      item.kind === "services"
        ? { kind: "services", label: item.label ?? "" }
        : { kind: "link", ...asShown(item), children: (item.children ?? []).map(asShown) },
    ),
    footer: (navigation.footer ?? site.navigation.footer).map((column) => ({
      title: column.title ?? "",
      links: (column.links ?? []).map(asShown),
    })),
  };
  return (
    <SitePreview what="The menu and the footer">
      <SiteHeader
        isHome={false}
        categories={[]}
        navigation={shown}
        panelOpen={false}
        onTogglePanel={noop}
        onClosePanel={noop}
        onOpenMenu={noop}
      />
      <SiteFooter site={{ contact: site.contact, seo: site.seo, navigation: shown }} />
    </SitePreview>
  );
}

const noop = () => {};
