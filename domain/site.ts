import { z } from "zod";
import { acknowledgementPlaceholders } from "./acknowledgements.ts";
import { navigationSchema, storedNavigationSchema } from "./navigation.ts";
import { pageSearchSettingsFieldsSchema, pageSearchSettingsSchema } from "./search-settings.ts";
import type { SocialNetwork } from "./site-labels.ts";
import { EMAIL_MAX, emailPattern, httpUrl, isRequired, multiLineText, notFound, text, tooLong } from "./text-rules.ts";

/**
 * The site's own content, editable by staff (docs/api.md "Site content"): contact details, the home
 * page's texts, About, Careers, the privacy page and the search and sharing defaults. Each part is
 * stored whole; a part never saved is its default below, which is today's text verbatim, so a fresh
 * install looks exactly as before the parts became editable (ADR 0100).
 */

export const siteParts = ["contact", "home", "about", "careers", "privacy", "seo", "portfolio", "navigation"] as const;
export type SitePart = (typeof siteParts)[number];

export const siteMessages = {
  updated: "Site updated successfully",
  phoneInvalid: "Please enter a valid phone number, e.g. +92 42 3589 0000",
  phonesRequired: "Please enter at least one phone number",
  phonesTooMany: "Please enter at most 3 phone numbers",
  emailInvalid: "Please enter a valid email address",
  httpsOnly: "Please enter a full https:// address",
  latitude: "Latitude must be a number between -90 and 90",
  longitude: "Longitude must be a number between -180 and 180",
  zoom: "Zoom must be a whole number between 1 and 19",
  countryCode: "Country code must be two capital letters, e.g. PK",
  offerings: "There must be exactly 4 offerings",
  valuesRequired: "Please keep at least one value",
  valuesTooMany: "Please list at most 12 values",
  titleTemplate: "The title template must contain %s where the page's title goes",
  pictureNotFound: notFound("Picture"),
  filterCategoriesRequired: "Please keep at least one category",
  filterCategoriesTooMany: "Please list at most 8 categories",
  mediaDraftCalls: "The partners' and pictures' drafts are changed through their own calls, with draft=true",
  subjectNamesVisitor: "The subject cannot name the visitor: put {name} in the text",
  latestArticles: "Latest articles must be a whole number from 0 (hidden) to 6",
} as const;
const m = siteMessages;

export const SITE_LIMITS = {
  line: 120,
  label: 60,
  paragraph: 600,
  longText: 3000,
  markdown: 20_000,
  url: 2048,
  phones: 3,
  values: 12,
} as const;

/** A text the site needs: trimmed, not empty, at most `max` characters. */
const required = (label: string, max: number, multiLine = false) => {
  const message = `${label} is required`;
  return (multiLine ? multiLineText(message) : text(message))
    .min(1, { error: message, abort: true })
    .max(max, tooLong(label, max));
};
/** A text that may be left empty (the block then shows nothing). */
const optional = (label: string, max: number, multiLine = false) =>
  (multiLine ? multiLineText(`${label} must be text`) : text(`${label} must be text`)).max(max, tooLong(label, max));

/** Digits, spaces, brackets and dashes, an optional leading +; 7 to 15 digits in all. */
export const phonePattern = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;
const phone = text(m.phoneInvalid).refine(
  (value) => phonePattern.test(value) && value.replace(/\D/g, "").length >= 7 && value.replace(/\D/g, "").length <= 15,
  m.phoneInvalid,
);

/** A link the site opens: https only (no http, javascript:, data: or relative addresses); empty for none. */
const httpsLink = text(m.httpsOnly)
  .max(SITE_LIMITS.url, m.httpsOnly)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname !== "";
    } catch {
      return false;
    }
  }, m.httpsOnly);

/**
 * The e-mail a visitor gets when their enquiry or application arrives (issue 51): on by default,
 * its subject and text editable; `{name}` (and, for an application, `{job}`) is filled in. Sent from
 * MAIL_FROM, with the site's e-mail address (when set) to reply to.
 */
export const acknowledgementSchema = z.object({
  send: z.boolean({ error: "Send must be true or false" }),
  // Subjects are logged when mail goes to the outbox, so they never name the visitor.
  subject: required("Subject", SITE_LIMITS.line).refine(
    (value) => !value.includes(acknowledgementPlaceholders.name),
    m.subjectNamesVisitor,
  ),
  text: required("Text", SITE_LIMITS.longText, true),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

const coordinate = (min: number, max: number, error: string) => z.number({ error }).min(min, error).max(max, error);

export const contactSchema = z.object({
  address: z.object({
    streetAddress: required("Street address", SITE_LIMITS.line),
    locality: required("City", SITE_LIMITS.label),
    region: optional("Region", SITE_LIMITS.label),
    postalCode: optional("Postal code", 20),
    country: required("Country", SITE_LIMITS.label),
    countryCode: text(m.countryCode).regex(/^[A-Z]{2}$/, m.countryCode),
  }),
  phones: z.array(phone, { error: m.phonesRequired }).min(1, m.phonesRequired).max(SITE_LIMITS.phones, m.phonesTooMany),
  email: text(m.emailInvalid)
    .max(EMAIL_MAX, m.emailInvalid)
    .refine((value) => value === "" || emailPattern.test(value), m.emailInvalid),
  mapLabel: required("Map marker label", SITE_LIMITS.label),
  directionsLabel: required("Directions label", SITE_LIMITS.label),
  latitude: coordinate(-90, 90, m.latitude),
  longitude: coordinate(-180, 180, m.longitude),
  zoom: z.number({ error: m.zoom }).int(m.zoom).min(1, m.zoom).max(19, m.zoom),
  openingHours: optional("Opening hours", SITE_LIMITS.line),
  copyright: required("Copyright line", SITE_LIMITS.line),
  /** Whether the contact and application forms take other countries' phone numbers (Pakistani ones always). */
  acceptInternationalPhones: z.boolean({ error: "Accept international phone numbers must be true or false" }),
  /** The e-mail an enquirer gets. */
  acknowledgement: acknowledgementSchema,
  social: z.object({
    linkedin: httpsLink.optional(),
    facebook: httpsLink.optional(),
    instagram: httpsLink.optional(),
    x: httpsLink.optional(),
    github: httpsLink.optional(),
    youtube: httpsLink.optional(),
  } satisfies Record<SocialNetwork, unknown>),
});

const titled = (label: string) =>
  z.object({
    title: required(`${label} title`, SITE_LIMITS.line),
    text: required(`${label} text`, SITE_LIMITS.paragraph, true),
  });

export const homeSchema = z.object({
  headline: required("Headline", SITE_LIMITS.line),
  subline: required("Subline", 300, true),
  primaryButton: required("First button", 40),
  secondaryButton: required("Second button", 40),
  offerings: z.array(titled("Offering"), { error: m.offerings }).length(4, m.offerings),
  ideas: titled("Ideas"),
  callToAction: titled("Call to action").extend({ button: required("Call to action button", 40) }),
  /** How many of the blog's newest articles the home page shows (issue 54); 0 hides the section. */
  latestArticles: z
    .number({ error: m.latestArticles })
    .int(m.latestArticles)
    .min(0, m.latestArticles)
    .max(6, m.latestArticles)
    .default(3),
});

export const aboutSchema = z.object({
  welcome: required("Welcome text", SITE_LIMITS.longText, true),
  vision: required("Vision", SITE_LIMITS.paragraph, true),
  mission: required("Mission", SITE_LIMITS.paragraph, true),
  values: z
    .array(
      z.object({ title: required("Value", SITE_LIMITS.label), description: required("Value description", 300, true) }),
      {
        error: m.valuesRequired,
      },
    )
    .min(1, m.valuesRequired)
    .max(SITE_LIMITS.values, m.valuesTooMany),
});

export const careersSchema = z.object({
  headline: required("Headline", SITE_LIMITS.line),
  subline: required("Subline", 300, true),
  /** Shown on every job in place of its own overview when not empty. */
  companyOverview: optional("Company overview", SITE_LIMITS.longText, true),
  /** The e-mail an applicant gets. */
  acknowledgement: acknowledgementSchema,
});

export const privacySchema = z.object({
  markdown: required("Privacy page", SITE_LIMITS.markdown, true),
});

export const seoSchema = z.object({
  siteName: required("Site name", SITE_LIMITS.label),
  titleTemplate: required("Title template", SITE_LIMITS.label).refine((value) => value.includes("%s"), m.titleTemplate),
  description: required("Description", 300, true),
  organisationName: required("Organisation name", SITE_LIMITS.line),
  noindex: z.boolean({ error: "Hide from search engines must be true or false" }),
  /** The fixed pages' own settings (ADR 0179); the records' are on the records. */
  pages: pageSearchSettingsSchema,
});

/** The portfolio pages' filter chips: which categories get one (after All), in this order. */
export const portfolioSettingsSchema = z.object({
  filterCategories: z
    .array(required("Category", SITE_LIMITS.label), { error: m.filterCategoriesRequired })
    .min(1, m.filterCategoriesRequired)
    .max(8, m.filterCategoriesTooMany),
});

/** Each part's whole shape, as stored and shown. */
export const sitePartSchemas = {
  contact: contactSchema,
  home: homeSchema,
  about: aboutSchema,
  careers: careersSchema,
  privacy: privacySchema,
  seo: seoSchema,
  portfolio: portfolioSettingsSchema,
  navigation: storedNavigationSchema,
} as const;

export type ContactSettings = z.infer<typeof contactSchema>;
/** What public pages are given of the contact part: the acknowledgement e-mail stays on the server. */
export type PublicContact = Omit<ContactSettings, "acknowledgement">;
export type HomeSettings = z.infer<typeof homeSchema>;
export type AboutSettings = z.infer<typeof aboutSchema>;
export type CareersSettings = z.infer<typeof careersSchema>;
export type SeoSettings = z.infer<typeof seoSchema>;
export type PrivacySettings = z.infer<typeof privacySchema>;
export type PortfolioSettings = z.infer<typeof portfolioSettingsSchema>;

/** What is stored: every part whole. */
export type SiteSettings = { [P in SitePart]: z.infer<(typeof sitePartSchemas)[P]> };

/** What an editor opens a part with (GET /site/:part, signed in): its fields and the version to send back as `If-Match`. */
const versioned = { version: z.number().int(), updatedAt: z.string() };
export const sitePartRecordSchemas = {
  contact: contactSchema.extend(versioned),
  home: homeSchema.extend(versioned),
  about: aboutSchema.extend(versioned),
  careers: careersSchema.extend(versioned),
  privacy: privacySchema.extend(versioned),
  seo: seoSchema.extend(versioned),
  portfolio: portfolioSettingsSchema.extend(versioned),
  navigation: navigationSchema.extend(versioned),
} as const;
export type SitePartRecord<P extends SitePart> = z.infer<(typeof sitePartRecordSchemas)[P]>;
export const isSitePart = (word: string): word is SitePart => siteParts.some((part) => part === word);
/** The public page that shows each part best: where its Preview opens (ADR 0123). */
export const sitePartPages: Record<SitePart, string> = {
  contact: "/contact",
  home: "/",
  about: "/about",
  careers: "/career",
  privacy: "/privacy",
  seo: "/",
  portfolio: "/projects",
  navigation: "/",
};

/** A save sends any subset of a part's top-level fields; what it leaves out keeps its value. */
export const sitePartUpdateSchemas = {
  contact: contactSchema.partial(),
  home: homeSchema.partial(),
  about: aboutSchema.partial(),
  careers: careersSchema.partial(),
  privacy: privacySchema.partial(),
  // Left out, the pages' settings are kept (a default there would reset them); sent, they are saved whole.
  seo: seoSchema.partial().extend({ pages: pageSearchSettingsFieldsSchema.optional() }),
  portfolio: portfolioSettingsSchema.partial(),
  navigation: storedNavigationSchema.partial(),
} as const;

/** Pictures the settings name; replaced through the image pipeline (not editable as text). */
export const siteImagesSchema = z.object({ shareImage: z.string(), organisationLogo: z.string() });

/**
 * The pictures staff replace through the image pipeline (PATCH /site/images/:name): the default
 * share picture (cropped to 1200×630), the organisation's logo for JSON-LD, and the home hero's
 * poster, which replaces the video while it is set.
 */
export const siteImageNames = ["shareImage", "organisationLogo", "heroPoster"] as const;
export type SiteImageName = (typeof siteImageNames)[number];
export const isSiteImageName = (name: string): name is SiteImageName => siteImageNames.some((known) => known === name);
/** Each stored picture's URL; a name without one shows its default (the hero: the video). */
export type SiteImages = Partial<Record<SiteImageName, string>>;
/** The share picture's size, as Open Graph recommends; an upload is cropped to fill it. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const PARTNERS_MAX = 20;
export const partnerMessages = {
  urlInvalid: "Please enter a full http:// or https:// address",
  urlRequired: isRequired("Partner link"),
  logoRequired: "Please select an image",
  notFound: notFound("Partner"),
  tooMany: `Please list at most ${PARTNERS_MAX} partners`,
  order: "The order must name every partner once",
} as const;

/** A partner in the logo strip: its name (the logo's alt text) and the link opened in a new tab. */
export const partnerSchema = z.object({
  name: required("Partner name", SITE_LIMITS.label),
  url: httpUrl(partnerMessages.urlRequired, partnerMessages.urlInvalid, SITE_LIMITS.url),
});
export const partnerUpdateSchema = partnerSchema.partial();
export type PartnerInput = z.infer<typeof partnerSchema>;
export const partnerOrderSchema = z.object({
  ids: z.array(text(partnerMessages.order), { error: partnerMessages.order }).max(PARTNERS_MAX),
});

export const partnerDtoSchema = z.object({ _id: z.string(), name: z.string(), logo: z.string(), url: z.string() });
export type Partner = z.infer<typeof partnerDtoSchema>;

/** The public read: the settings, the privacy page rendered, and the pictures. */
export const siteSchema = z.object({
  contact: contactSchema,
  home: homeSchema,
  about: aboutSchema,
  careers: careersSchema,
  privacy: privacySchema.extend({ html: z.string() }),
  seo: seoSchema.extend(siteImagesSchema.shape),
  portfolio: portfolioSettingsSchema,
  navigation: navigationSchema,
  partners: z.array(partnerDtoSchema),
  /** The stored pictures only (no defaults), so the back office knows which are set. */
  images: z.object({
    shareImage: z.string().optional(),
    organisationLogo: z.string().optional(),
    heroPoster: z.string().optional(),
  } satisfies Record<SiteImageName, unknown>),
});
export type Site = z.infer<typeof siteSchema>;

/**
 * The partner strip and the pictures have drafts too (ADR 0123, dated section): the same
 * `content_drafts` rows of kind `site`, keyed `partners` and `images`, written by their item calls
 * with `?draft=true` (files go through the image pipeline), never by the JSON draft save.
 */
export const siteMediaParts = ["partners", "images"] as const;
export type SiteMediaPart = (typeof siteMediaParts)[number];
export const isSiteMediaPart = (word: string): word is SiteMediaPart => siteMediaParts.some((part) => part === word);
/** Where their preview opens: the home page shows the strip, the hero poster and the share picture. */
export const siteMediaPages: Record<SiteMediaPart, string> = { partners: "/", images: "/" };
/** The partners' draft: the whole strip as it will be published. */
export const partnersDraftSchema = z.object({ partners: z.array(partnerDtoSchema).max(PARTNERS_MAX) });
/** The pictures' draft: each changed picture's new URL, or null to put its default back. */
export const imagesDraftSchema = z
  .object({
    shareImage: z.string().nullable(),
    organisationLogo: z.string().nullable(),
    heroPoster: z.string().nullable(),
  } satisfies Record<SiteImageName, unknown>)
  .partial();
export type ImagesDraft = z.infer<typeof imagesDraftSchema>;
/** `?draft=true` on the partners' and pictures' calls: the change goes to the part's draft. */
export const siteMediaDraftQuery = z.object({
  draft: z.enum(["true", "false"]).optional().meta({ description: "true: change the part's draft, not the site" }),
});
