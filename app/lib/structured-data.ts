import type { JobDto, PortfolioDto, ServiceDto } from "../../domain/content";
import { OFFICE, SITE_DESCRIPTION, SITE_NAME } from "../../domain/public-site";

/** schema.org JSON-LD objects for the public pages (validated shapes: Google's rich result types). */
export type JsonLd = Record<string, unknown>;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: OFFICE.streetAddress,
    addressLocality: OFFICE.locality,
    addressRegion: OFFICE.region,
    postalCode: OFFICE.postalCode,
    addressCountry: OFFICE.countryCode,
  };
}

/** On every page: who publishes the site and where the office is. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/images/logo-mark.png`,
    description: SITE_DESCRIPTION,
    telephone: OFFICE.phone,
    address: postalAddress(),
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: OFFICE.latitude, longitude: OFFICE.longitude },
    },
  };
}

const provider = (origin: string) => ({ "@type": "Organization", "@id": `${origin}/#organization`, name: SITE_NAME });

export function serviceJsonLd(origin: string, service: ServiceDto): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.category.name,
    url: `${origin}/services/service-detail/${service._id}`,
    ...(service.icon ? { image: absolute(origin, service.icon) } : {}),
    provider: provider(origin),
    areaServed: { "@type": "Country", name: OFFICE.country },
  };
}

export function productJsonLd(origin: string, product: PortfolioDto): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.productCode ?? product.projectCode,
    category: product.category.name,
    url: `${origin}/product-details?id=${product._id}`,
    image: product.image.map((url) => absolute(origin, url)),
    brand: { "@type": "Brand", name: SITE_NAME },
  };
}

export function jobPostingJsonLd(origin: string, job: JobDto): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    employmentType: "FULL_TIME",
    url: `${origin}/career/${job._id}`,
    hiringOrganization: { ...provider(origin), sameAs: `${origin}/` },
    jobLocation: { "@type": "Place", address: postalAddress() },
    directApply: true,
  };
}
