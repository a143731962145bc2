import { type BlockDocument, checkDocument } from "../../../domain/blocks.ts";

/**
 * The demo blog (issue 54): a few published articles so `npm start` shows one, the first a case study
 * of a demo project (named by its slug, found when seeding).
 */
type DemoArticle = {
  title: string;
  slug: string;
  summary: string;
  tags: string[];
  /** The demo project it is a case study of. */
  projectSlug?: string;
  /** Days before the seed it was published, so the blog has an order. */
  daysAgo: number;
  body: BlockDocument;
};

const text = (value: string) => ({ type: "text", text: value });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const heading = (level: 2 | 3, value: string) => ({ type: "heading", attrs: { level }, content: [text(value)] });
const bullets = (...items: string[]) => ({
  type: "bulletList",
  content: items.map((item) => ({ type: "listItem", content: [paragraph(text(item))] })),
});
const doc = (...content: object[]) => checkDocument({ type: "doc", content });

/** Checked as any staff write is: the demo stores only what the API would. */
export const demoArticles: DemoArticle[] = [
  {
    title: "How we rebuilt Ravi Logistics' customer portal",
    slug: "ravi-logistics-portal-case-study",
    summary: "From phone calls and spreadsheets to live tracking: what we built, and what it changed.",
    tags: ["case-study", "web-development", "logistics"],
    projectSlug: "ravi-logistics-portal",
    daysAgo: 3,
    body: doc(
      paragraph(
        text("Ravi Logistics answered hundreds of calls a day from customers asking where their parcel was. "),
        text("Their team wanted those calls back for the work only people can do."),
      ),
      heading(2, "The brief"),
      paragraph(text("Let customers book, track and pay for shipments on their own, on any phone.")),
      heading(2, "What we built"),
      bullets(
        "Live tracking from the drivers' app, updated every minute.",
        "Online booking with prices worked out as you type.",
        "Invoices and receipts in one place, downloadable as PDF.",
      ),
      heading(3, "The stack"),
      paragraph(text("React on the front, Node.js and PostgreSQL behind it, hosted in their own cloud account.")),
      heading(2, "The result"),
      paragraph(text("Calls about parcel status fell by two thirds within three months of launch.")),
    ),
  },
  {
    title: "Five questions to ask before you build an app",
    slug: "five-questions-before-you-build-an-app",
    summary: "A short checklist we go through with every client before a line of code is written.",
    tags: ["mobile", "planning"],
    daysAgo: 10,
    body: doc(
      paragraph(text("Most app projects that fail do so before they start. These five questions help.")),
      heading(2, "Who will use it, and how often?"),
      paragraph(text("An app used daily earns its place on a phone; one used yearly may be a website.")),
      heading(2, "What must it do on day one?"),
      paragraph(text("Launch with the smallest thing that helps someone, then grow it with their feedback.")),
      heading(2, "Who keeps it running?"),
      paragraph(text("Budget for updates: phones and stores change every year, and so must the app.")),
    ),
  },
  {
    title: "Why page speed sells",
    slug: "why-page-speed-sells",
    summary: "Every second a page takes to load costs visitors. Here is what we do about it.",
    tags: ["web-development", "performance"],
    daysAgo: 20,
    body: doc(
      paragraph(text("Visitors leave slow pages, and search engines rank them lower. Speed is a feature.")),
      heading(2, "What we measure"),
      bullets("Time until the main content shows.", "How long the page takes to answer a tap.", "Layout shifts."),
      heading(2, "What we change"),
      paragraph(text("Smaller pictures in modern formats, less JavaScript, and pages served from a cache.")),
    ),
  },
];
