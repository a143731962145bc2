import { addressOf } from "../../domain/addresses";
import { schemaOrgEmploymentType } from "../../domain/job-types";
import type { JobDto } from "../../domain/jobs";
import type { PortfolioDto } from "../../domain/portfolio";
import type { ServiceDto } from "../../domain/services";
import type { PublicContact } from "../../domain/site";
import type { LayoutSite } from "./public-cards";

/** schema.org JSON-LD objects for the public pages (validated shapes: Google's rich result types). */
export type JsonLd = Record<string, unknown>;

/** A schema.org thing of `type`, as a page's JSON-LD script holds it. */
const schemaOrg = (type: string, fields: JsonLd): JsonLd => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
});

/** Who publishes the pages: the public origin and the site's contact and search settings. */
/** What JSON-LD is written from: the origin, the contact details and the search defaults. */
export type Publisher = { origin: string; site: Pick<LayoutSite, "contact" | "seo"> };

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export function postalAddress({ address }: PublicContact): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.countryCode,
  };
}

/**
 * Where a job is: the office's address when the job is in the office's city, otherwise its location
 * read as "city, region, country" (the country named by the office's code when it is the office's).
 */
export function jobAddress(contact: PublicContact, location: string): JsonLd {
  const [locality, ...rest] = location.split(",").map((part) => part.trim());
  if (locality === contact.address.locality) return postalAddress(contact);
  const country = rest.length > 0 ? rest[rest.length - 1] : contact.address.country;
  const region = rest.length > 1 ? rest[0] : undefined;
  return {
    "@type": "PostalAddress",
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country === contact.address.country ? contact.address.countryCode : country,
  };
}

/** On every page: who publishes the site and where the office is. */
export function organizationJsonLd({ origin, site }: Publisher): JsonLd {
  const { contact, seo } = site;
  const sameAs = Object.values(contact.social).filter((url): url is string => Boolean(url));
  return schemaOrg("Organization", {
    "@id": `${origin}/#organization`,
    name: seo.organisationName,
    url: `${origin}/`,
    logo: absolute(origin, seo.organisationLogo),
    description: seo.description,
    telephone: contact.phones[0],
    ...(contact.email ? { email: contact.email } : {}),
    address: postalAddress(contact),
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: contact.latitude, longitude: contact.longitude },
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  });
}

const provider = ({ origin, site }: Publisher) => ({
  "@type": "Organization",
  "@id": `${origin}/#organization`,
  name: site.seo.organisationName,
});

export function serviceJsonLd(publisher: Publisher, service: ServiceDto): JsonLd {
  const { origin } = publisher;
  return schemaOrg("Service", {
    name: service.name,
    description: service.description,
    serviceType: service.category.name,
    url: `${origin}${addressOf.service(service)}`,
    ...(service.icon ? { image: absolute(origin, service.icon) } : {}),
    provider: provider(publisher),
    areaServed: { "@type": "Country", name: publisher.site.contact.address.country },
  });
}

export function productJsonLd({ origin, site }: Publisher, product: PortfolioDto): JsonLd {
  return schemaOrg("Product", {
    name: product.name,
    description: product.description,
    sku: product.productCode ?? product.projectCode,
    category: product.category.name,
    url: `${origin}${addressOf.portfolio(product)}`,
    image: product.image.map((url) => absolute(origin, url)),
    brand: { "@type": "Brand", name: site.seo.organisationName },
  });
}

export function jobPostingJsonLd(publisher: Publisher, job: JobDto): JsonLd {
  const { origin } = publisher;
  return schemaOrg("JobPosting", {
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    employmentType: schemaOrgEmploymentType[job.employmentType],
    url: `${origin}${addressOf.job(job)}`,
    hiringOrganization: { ...provider(publisher), sameAs: `${origin}/` },
    jobLocation: { "@type": "Place", address: jobAddress(publisher.site.contact, job.location) },
    directApply: true,
  });
}

/** An FAQ block's questions as FAQPage JSON-LD (issue 54), so search can show them as rich results. */
export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): JsonLd {
  return schemaOrg("FAQPage", {
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  });
}

/** What a blog article's JSON-LD says of it (issue 54). */
export type BlogPostingFacts = {
  title: string;
  summary: string;
  path: string;
  publishedAt: string | null;
  updatedAt: string;
  author: { name: string; slug: string } | null;
  cover: { url: string } | null;
  tags: readonly string[];
};

/** An article as BlogPosting JSON-LD, published by the site's organisation. */
export function blogPostingJsonLd(publisher: Publisher, article: BlogPostingFacts): JsonLd {
  const { origin } = publisher;
  const url = `${origin}${article.path}`;
  return schemaOrg("BlogPosting", {
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    ...(article.author
      ? {
          author: {
            "@type": "Person",
            name: article.author.name,
            url: `${origin}${addressOf.blogAuthor(article.author)}`,
          },
        }
      : {}),
    ...(article.cover ? { image: absolute(origin, article.cover.url) } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(", ") } : {}),
    publisher: provider(publisher),
  });
}
