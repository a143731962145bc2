import { type BlockDocument, checkDocument } from "../../../domain/blocks.ts";

/** A page of the demo site built from blocks (issue 54), so `npm start` shows one at its address. */
type DemoPage = { title: string; slug: string; description: string; blocks: BlockDocument };

const text = (value: string) => ({ type: "text", text: value });
const bold = (value: string) => ({ type: "text", text: value, marks: [{ type: "bold" }] });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const heading = (value: string) => ({ type: "heading", attrs: { level: 2 }, content: [text(value)] });
const item = (...content: object[]) => ({ type: "listItem", content: [paragraph(...content)] });
const question = (asked: string, answer: string) => ({
  type: "faqItem",
  attrs: { question: asked },
  content: [paragraph(text(answer))],
});

/** Checked as any staff write is: the demo stores only what the API would. */
export const demoPages: DemoPage[] = [
  {
    title: "Our process",
    slug: "our-process",
    description: "How a project with us runs, from the first call to launch and the months after it.",
    blocks: checkDocument({
      type: "doc",
      content: [
        paragraph(
          text("Every project, large or small, follows the same five steps. You always know what happens next, "),
          text("who is doing it and what it costs."),
        ),
        heading("Five steps from idea to launch"),
        {
          type: "orderedList",
          attrs: { start: 1 },
          content: [
            item(bold("Discovery. "), text("A call and a workshop to understand your business and your users.")),
            item(bold("Proposal. "), text("A fixed scope, timeline and price, in writing, within a week.")),
            item(bold("Design. "), text("Wireframes, then the real screens, reviewed with you every week.")),
            item(bold("Build. "), text("Two-week sprints with a working version you can try after each one.")),
            item(bold("Launch and care. "), text("We go live together and stay on for support and improvements.")),
          ],
        },
        {
          type: "callout",
          attrs: { tone: "info" },
          content: [paragraph(text("Most websites take six to eight weeks; mobile apps ten to sixteen."))],
        },
        heading("Questions we are often asked"),
        {
          type: "faq",
          content: [
            question("Do you work with clients outside Lahore?", "Yes: most of our clients meet us over video calls."),
            question("Who owns the code?", "You do, from the first commit. We hand over every repository and account."),
            question("What happens after launch?", "Three months of free fixes, then a care plan if you want one."),
          ],
        },
        heading("Some of our recent work"),
        { type: "liveList", attrs: { list: "projects", count: 3 } },
        {
          type: "callToAction",
          attrs: {
            href: "/contact",
            label: "Start a project",
            text: "Tell us about your idea: we reply within a day.",
          },
        },
      ],
    }),
  },
];
