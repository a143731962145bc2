import { defaultPageSearchSettings } from "./fixed-pages.ts";
import type { NavigationSettings } from "./navigation.ts";
import type {
  AboutSettings,
  Acknowledgement,
  CareersSettings,
  ContactSettings,
  HomeSettings,
  Partner,
  PortfolioSettings,
  PrivacySettings,
  PublicContact,
  SeoSettings,
  SiteSettings,
} from "./site.ts";

/**
 * The site's content before staff edit it, and small helpers the pages use to show it. Free of zod,
 * so public pages can import it without carrying the validation library to the browser.
 */

/** Where the privacy page's Markdown states the configured retention of applications. */
export const RETENTION_PLACEHOLDER = "{applicationRetention}";

/** The site's name and description before any edit (also the back office's brand and the mails' sender). */
export const DEFAULT_SITE_NAME = "Ravi Digital";
export const DEFAULT_SITE_DESCRIPTION =
  "A Lahore software and digital agency: custom software, web and mobile apps, UI/UX design, cloud and digital marketing for ambitious businesses.";
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";
export const DEFAULT_ORGANISATION_LOGO = "/images/logo-mark.png";

const privacySections: [string, string][] = [
  [
    "What we collect",
    "Only what you send us: the name, phone number, email address, address and message of a contact enquiry; the email address of a newsletter subscription; and the details and resume of a job application. To keep the site secure our server logs the requests made to it (time, page and outcome, without your address or browser) for 90 days, and uses the address you write from for a few minutes only, to limit how many forms one sender can post.",
  ],
  [
    "Visit statistics",
    "Our server counts page views per day: the page, the site that linked to it (its name only), the campaign named in the link, and whether it was seen on a phone, tablet or computer. No cookie is set and no address or browser detail is kept: a visitor is counted once a day through a one-way code made with a secret that changes daily and is never stored. Browsers that send Do Not Track or Global Privacy Control are not counted. A form you send also records the page you arrived on, the site that referred you and the campaign, so we know how you found us.",
  ],
  [
    "Why we use it",
    "To answer your enquiry, to send the newsletter you asked for, and to consider your application for the role you chose. We never sell your details or share them with advertisers.",
  ],
  [
    "Who can see it",
    "Only the members of our staff who handle enquiries, subscriptions or hiring. Resumes are stored privately and are never published on the site.",
  ],
  [
    "How long we keep it",
    `Enquiries for as long as needed to handle them and to meet our legal duties; job applications and their resumes for ${RETENTION_PLACEHOLDER} after we receive them, then they are deleted automatically; newsletter addresses until you unsubscribe.`,
  ],
  [
    "Cookies",
    "The public site sets no tracking or advertising cookies. The office map loads its tiles from a public map service, which may log the request.",
  ],
  [
    "Your rights",
    "You may ask to see, correct or delete the details we hold about you, or withdraw a consent you gave, at any time. When you ask us to delete them, every enquiry, application with its resume, newsletter subscription and record of your email address is removed at once.",
  ],
];

/** Today's texts and constants, verbatim: what every part is until staff save it. */
export const defaultContact: PublicContact = {
  address: {
    streetAddress: "Office 12, 3rd Floor, Sector CCA, DHA Phase 4",
    locality: "Lahore",
    region: "Punjab",
    postalCode: "54792",
    country: "Pakistan",
    countryCode: "PK",
  },
  phones: ["+92 42 3589 0000"],
  email: "",
  mapLabel: "Our Office Location",
  directionsLabel: "Get directions to our office",
  latitude: 31.4708,
  longitude: 74.3991,
  zoom: 13,
  openingHours: "Monday to Friday, 9:00 to 18:00 (PKT)",
  social: {},
  copyright: "© 2019 Ravi Digital. All rights reserved.",
  acceptInternationalPhones: true,
};

/**
 * The e-mails a visitor gets when their enquiry or application arrives (ADR 0145). They never repeat
 * what the visitor wrote: anyone can type someone else's address into a public form.
 */
export const defaultAcknowledgements: { enquiry: Acknowledgement; application: Acknowledgement } = {
  enquiry: {
    send: true,
    subject: "We received your message",
    text: "Dear {name},\n\nThank you for getting in touch with Ravi Digital. We have received your message, and a member of our team will reply within one working day.\n\nIf you did not write to us, you can ignore this e-mail.\n\nKind regards,\nThe Ravi Digital team",
  },
  application: {
    send: true,
    subject: "We received your application: {job}",
    text: "Dear {name},\n\nThank you for applying for the {job} role at Ravi Digital. We have received your application and resume. Our hiring team reviews every application, and we will contact you if your profile matches the role.\n\nIf you did not apply, you can ignore this e-mail.\n\nKind regards,\nThe Ravi Digital hiring team",
  },
};

export const defaultHome: HomeSettings = {
  headline: "Be the market Leader in your industry",
  subline: "Stay ahead of the competition with cutting-edge technology and innovative solutions to lead your industry!",
  primaryButton: "What We Do",
  secondaryButton: "View Works",
  offerings: [
    {
      title: "Custom Software Development",
      text: "Software shaped around the way your business runs, from internal tools to customer-facing platforms.",
    },
    {
      title: "Smart E-Commerce & Digital Presence",
      text: "Stores, websites and campaigns that turn visitors into customers and customers into regulars.",
    },
    {
      title: "Digital Transformation & Innovation",
      text: "Replace paper, spreadsheets and manual steps with connected systems your team enjoys using.",
    },
    {
      title: "Cloud-Based Business Solutions",
      text: "Secure, scalable cloud platforms that keep working as you grow, with costs you can predict.",
    },
  ],
  ideas: {
    title: "Unique Ideas For Your Business",
    text: "Every business is different. We listen first, then combine strategy, design and engineering into ideas that fit yours — and we stay to make them work.",
  },
  callToAction: {
    title: "Ready to make a real impact",
    text: "Tell us where you want your business to be next year. We will show you how technology gets you there — with a plan, a price and a team you can call.",
    button: "Start a project",
  },
  latestArticles: 3,
};

export const defaultAbout: AboutSettings = {
  welcome:
    "We are a software and digital agency in Lahore, Pakistan, and a subsidiary of a Netherlands-based cleaning service provider that is part of a wider enterprise group. We started by building the systems our own group depends on — scheduling, customer portals, apps for crews in the field — and today we bring the same care to clients across industries.\n\nOur designers, engineers and marketers work side by side, so strategy, product and growth stay in one conversation from the first workshop to the years of support that follow.",
  vision:
    "To be the technology partner businesses in Pakistan and Europe trust first — known for software that lasts and for people who keep their word.",
  mission:
    "To help every client lead their industry with well-crafted software, thoughtful design and honest advice, delivered by a team that grows with them.",
  values: [
    {
      title: "Innovation",
      description: "We look for the better way, not the usual one, and bring new ideas to every brief.",
    },
    {
      title: "Integrity",
      description: "We say what we will do, do what we said, and tell you early when something changes.",
    },
    {
      title: "Quality",
      description: "Reviewed code, tested releases and designs checked with real users before they ship.",
    },
    {
      title: "Collaboration",
      description: "Your team and ours work as one, with shared goals, shared tools and no hand-offs.",
    },
    {
      title: "User-Centric Focus",
      description: "Every decision starts with the people who will use the product every day.",
    },
    { title: "Accountability", description: "We own our results, measure them openly and fix what falls short." },
    {
      title: "Continuous Improvement",
      description: "After each release we learn, refine and make the next one better.",
    },
  ],
};

export const defaultCareers: CareersSettings = {
  headline: "We Support Inclusivity",
  subline:
    "Build your career with a friendly, ambitious team in Lahore. We hire for curiosity and kindness as much as for skill.",
  companyOverview: "",
  acknowledgement: defaultAcknowledgements.application,
};

export const defaultPrivacy: PrivacySettings = {
  markdown: privacySections.map(([title, body]) => `## ${title}\n\n${body}`).join("\n\n"),
};

export const defaultSeo: SeoSettings = {
  siteName: DEFAULT_SITE_NAME,
  titleTemplate: `%s | ${DEFAULT_SITE_NAME}`,
  description: DEFAULT_SITE_DESCRIPTION,
  organisationName: DEFAULT_SITE_NAME,
  noindex: false,
  pages: defaultPageSearchSettings,
};

/** Five fictional partners (logos made locally by scripts/make-site-media.ts); example.com links only. */
export const defaultPartners: Partner[] = [
  ["northwind", "Northwind Traders", "https://northwind.example.com/"],
  ["indus-foods", "Indus Foods", "https://indusfoods.example.com/"],
  ["meridian", "Meridian Logistics", "https://meridian.example.com/"],
  ["clearwave", "Clearwave Cleaning Group", "https://clearwave.example.com/"],
  ["kinetic", "Kinetic Health", "https://kinetic.example.com/"],
].map(([slug, name, url]) => ({ _id: slug, name, url, logo: `/images/partners/${slug}.webp` }));

/** The specs' two filter chips (public-site.ts names them for the pages' fallback). */
export const DEFAULT_FILTER_CATEGORIES = ["Web Development", "Mobile App Development"] as const;
export const defaultPortfolio: PortfolioSettings = { filterCategories: [...DEFAULT_FILTER_CATEGORIES] };

/**
 * The menu in the spec's order, Services opening the categories' panel; Career before Contact, as job
 * seekers look for it in the header. The footer's one column lists every page a visitor may look for.
 */
export const defaultNavigation: NavigationSettings = {
  header: [
    { kind: "link", label: "Home", to: "/", external: false, children: [] },
    { kind: "link", label: "About", to: "/about", external: false, children: [] },
    { kind: "services", label: "Services" },
    { kind: "link", label: "Projects", to: "/projects", external: false, children: [] },
    { kind: "link", label: "Products", to: "/products", external: false, children: [] },
    { kind: "link", label: "Career", to: "/career", external: false, children: [] },
    { kind: "link", label: "Contact", to: "/contact", external: false, children: [] },
  ],
  footer: [
    {
      title: "Explore",
      links: [
        { label: "About", to: "/about", external: false },
        { label: "Services", to: "/services", external: false },
        { label: "Projects", to: "/projects", external: false },
        { label: "Products", to: "/products", external: false },
        { label: "Career", to: "/career", external: false },
        { label: "Contact", to: "/contact", external: false },
      ],
    },
  ],
};

export const SITE_DEFAULTS: SiteSettings = {
  contact: { ...defaultContact, acknowledgement: defaultAcknowledgements.enquiry },
  home: defaultHome,
  about: defaultAbout,
  careers: defaultCareers,
  privacy: defaultPrivacy,
  seo: defaultSeo,
  portfolio: defaultPortfolio,
  navigation: defaultNavigation,
};

/** A page's <title>: the template with the page's own title in place of %s. */
export function pageTitle(template: string, title: string): string {
  return template.replace("%s", title);
}

/** The address on one line, as the footer and the privacy page write it. */
export function postalLine(address: ContactSettings["address"]): string {
  return [
    address.streetAddress,
    [address.locality, address.postalCode].filter(Boolean).join(" "),
    address.country,
  ].join(", ");
}

/** A phone number as a `tel:` link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
