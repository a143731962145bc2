/**
 * The service detail page's fixed content (public-site spec §2): the five accordion topics and the
 * eight benefit tiles, titles verbatim. The spec gives only the titles; the sentences are ours.
 */
export const serviceTopics = [
  {
    title: "Front-end Development",
    text: "Fast, accessible interfaces built with modern frameworks, tuned for every screen and every browser your customers use.",
  },
  {
    title: "Back-end Development",
    text: "Secure APIs, databases and business logic that keep your data consistent and your platform ready to grow.",
  },
  {
    title: "Content Management System (CMS) Integration",
    text: "Edit pages, products and posts yourself: we connect the CMS that fits your team and train you to use it.",
  },
  {
    title: "E-commerce Features",
    text: "Catalogues, carts, payments and order tracking wired into one smooth checkout that converts visitors into buyers.",
  },
  {
    title: "Responsive Design",
    text: "Layouts that adapt gracefully from a small phone to a wide desktop screen, with no pinching or sideways scrolling.",
  },
] as const;

export const serviceBenefits = [
  {
    title: "Tailored to Specific Needs",
    text: "Built around your workflows, not squeezed into someone else's template.",
  },
  { title: "Enhanced Efficiency", text: "Automate repetitive work so your team can focus on what matters." },
  { title: "Scalability", text: "Architecture that grows with your customers, data and traffic." },
  { title: "Cost Savings", text: "Fewer licences, less manual work and lower running costs over time." },
  { title: "Competitive Advantage", text: "Features your competitors cannot buy off the shelf." },
  { title: "Data Security", text: "Encryption, access control and audits that protect your business." },
  { title: "Integration", text: "Connects cleanly with the tools and services you already use." },
  { title: "Maintenance and Support", text: "Monitoring, updates and a team that answers when you call." },
] as const;
