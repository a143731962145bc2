import { retentionPeriod } from "../../../domain/privacy";
import { OFFICE, SITE_NAME } from "../../../domain/public-site";
import { PageBanner } from "../../components/public/ui/page-banner";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${SITE_NAME} collects, uses and protects the details you share through this website.`,
    path: "/privacy",
  });

/** The retention of applications is the instance's setting (APPLICATION_RETENTION_DAYS): the page states it. */
export function loader({ context }: Route.LoaderArgs) {
  return { applicationRetention: retentionPeriod(context.config.applicationRetentionDays) };
}

const sectionsFor = (applicationRetention: string) => [
  {
    title: "What we collect",
    body: "Only what you send us: the name, phone number, email address, address and message of a contact enquiry; the email address of a newsletter subscription; and the details and resume of a job application. To keep the site secure our server logs the requests made to it (time, page and outcome, without your address or browser) for 90 days, and uses the address you write from for a few minutes only, to limit how many forms one sender can post.",
  },
  {
    title: "Visit statistics",
    body: "Our server counts page views per day: the page, the site that linked to it (its name only), the campaign named in the link, and whether it was seen on a phone, tablet or computer. No cookie is set and no address or browser detail is kept: a visitor is counted once a day through a one-way code made with a secret that changes daily and is never stored. Browsers that send Do Not Track or Global Privacy Control are not counted. A form you send also records the page you arrived on, the site that referred you and the campaign, so we know how you found us.",
  },
  {
    title: "Why we use it",
    body: "To answer your enquiry, to send the newsletter you asked for, and to consider your application for the role you chose. We never sell your details or share them with advertisers.",
  },
  {
    title: "Who can see it",
    body: "Only the members of our staff who handle enquiries, subscriptions or hiring. Resumes are stored privately and are never published on the site.",
  },
  {
    title: "How long we keep it",
    body: `Enquiries for as long as needed to handle them and to meet our legal duties; job applications and their resumes for ${applicationRetention} after we receive them, then they are deleted automatically; newsletter addresses until you unsubscribe.`,
  },
  {
    title: "Cookies",
    body: "The public site sets no tracking or advertising cookies. The office map loads its tiles from a public map service, which may log the request.",
  },
  {
    title: "Your rights",
    body: "You may ask to see, correct or delete the details we hold about you, or withdraw a consent you gave, at any time. When you ask us to delete them, every enquiry, application with its resume, newsletter subscription and record of your email address is removed at once.",
  },
];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const sections = sectionsFor(loaderData.applicationRetention);
  return (
    <>
      <PageBanner
        title="Privacy Policy"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Privacy" }]}
        description="What we collect through this website, why, and the choices you have."
      />
      <section className="py-section">
        <div className="page-container">
          <div className="max-w-3xl rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
            {sections.map((section) => (
              <div key={section.title} className="border-ink-100 border-b py-6 first:pt-0 last:border-0 last:pb-0">
                <h2 className="font-bold text-ink-950 text-xl">{section.title}</h2>
                <p className="mt-3 text-ink-700 leading-relaxed">{section.body}</p>
              </div>
            ))}
            <p className="mt-8 text-ink-600 text-sm">
              Questions about your data? Write to us at {OFFICE.streetAddress}, {OFFICE.locality} {OFFICE.postalCode},{" "}
              {OFFICE.country}, or call {OFFICE.phone}.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
