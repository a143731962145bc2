import { acknowledgementWithoutAnswers } from "./acknowledgements.ts";
import { applicationMessages, applicationTextFields, RESUME_MAX_BYTES } from "./application-rules.ts";
import { contactFormMessages, contactMessages } from "./contact-rules.ts";
import { genericMessages } from "./errors.ts";
import { newsletterConsentMessages, newsletterMessages } from "./newsletter-consent.ts";
import { defaultAcknowledgements } from "./site-defaults.ts";
import { controlCharactersMessage, isRequired, loneSurrogateMessage, tooLong } from "./text-patterns.ts";

/** A field's label, from the domain's declaration of the application form. */
const label = (field: keyof typeof applicationTextFields) => applicationTextFields[field].label;

/**
 * The site's own words in English (ADR 0290): the public chrome, form labels, every message of the
 * public forms, the 404 and error pages and the acknowledgement e-mails. A text the specs give is
 * referenced from the constant it lives in, never copied; a text only the chrome says lives here.
 * Every other language's catalogue has exactly these keys (`Messages`).
 */
export const en = {
  /** Words every field of every public form is refused with. */
  text: {
    required: isRequired,
    tooLong,
    controlCharacters: controlCharactersMessage,
    loneSurrogate: loneSurrogateMessage,
    somethingWentWrong: genericMessages.internal,
  },
  chrome: {
    mainMenu: "Main",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    footerMenu: "Footer",
    followUs: "Follow us",
    privacyPolicy: "Privacy Policy",
    breadcrumb: "Breadcrumb",
    home: "Home",
    announcement: "Announcement",
    closeAnnouncement: "Close the announcement",
    footerAbout:
      "A Lahore software and digital agency, part of a Netherlands-based cleaning service group and its wider enterprise family.",
    whatWeDo: "What we do",
    ourServices: "Our Services",
    noServices: "No services to show yet.",
    startProject: "Start a project",
    notSureWhichService: "Not sure which service fits?",
    previousPage: "Previous page",
    previous: "Previous",
    nextPage: "Next page",
    next: "Next",
    page: "Page",
    honeypot: "Leave this field empty",
    moreLinks: (label: string) => `${label}: more links`,
    scrollToTop: "Scroll to top",
    scrollToBottom: "Scroll to bottom",
    servicesIntro: "Pick a discipline to see what we build, how we work and what it brings your business.",
    allServices: "All services",
    projectIntro: "Tell us about your goals and we will suggest the right team. We reply within one working day.",
    contactUs: "Contact us",
  },
  newsletter: {
    heading: "Subscribe to our newsletter",
    intro: "Product launches, case studies and practical advice on growing your business with technology. No spam.",
    signup: "Newsletter signup",
    emailLabel: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    ...newsletterMessages,
    confirmNote: newsletterConsentMessages.confirmNote,
  },
  contact: {
    ...contactMessages,
    ...contactFormMessages,
    labels: {
      fullname: "Full name",
      email: "Email",
      phone: "Phone number",
      address: "Address",
      message: "Message",
    },
    messagePlaceholder: "Tell us about your project, your goals and your timeline.",
    submit: "Submit",
    submitting: "Submitting...",
    sendAnother: "Send another message",
    thanks: "Thank you for getting in touch. We will reply within one working day.",
    pageTitle: "Get in touch!",
    pageIntro:
      "Have a project in mind or a question about our services? Send us a message and our team will get back to you within one working day.",
    sendMessage: "Send message",
    crumb: "Contact",
    eyebrow: "Contact us",
    formTitle: "Send us your query",
    office: "Office",
    phone: "Phone",
    email: "Email",
    hours: "Hours",
    findUs: "Find us in Lahore",
    directions: "Get directions",
    mapLabel: "Map of our office in Lahore",
  },
  application: {
    ...applicationMessages,
    labels: {
      firstName: label("firstName"),
      lastName: label("lastName"),
      yourEmail: label("yourEmail"),
      phoneNumber: label("phoneNumber"),
      city: label("city"),
      address: label("address"),
      state: label("state"),
      postalCode: label("postalCode"),
      resume: "Resume",
      job: "Job",
    },
    submit: "Submit Application",
    sending: "Sending your application",
    /** Around the job's title: "Thank you for applying for <title>. Our hiring team…". */
    thanks: [
      "Thank you for applying for ",
      ". Our hiring team reviews every application and will contact you if your profile matches the role.",
    ],
    otherOpenings: "See other openings",
    resumeHint: `Any file type, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`,
    removeResume: (fileName: string) => `Remove resume ${fileName}`,
  },
  notFound: {
    title: "Page not found",
    imageAlt: "404: this page could not be found",
    text: "The page you are looking for does not exist or has moved. Let us get you back on track.",
    backHome: "Back to the home page",
    contactUs: "Contact us",
    errorTitle: "Something went wrong",
    errorText: "Please try again in a moment.",
  },
  /** What a lead is sent when its language is not the site's own (staff write the English one in Site settings). */
  acknowledgement: {
    enquirySubject: defaultAcknowledgements.enquiry.subject,
    enquiryText: defaultAcknowledgements.enquiry.text,
    applicationSubject: defaultAcknowledgements.application.subject,
    applicationText: defaultAcknowledgements.application.text,
    withoutAnswers: acknowledgementWithoutAnswers,
  },
} as const;

/** A catalogue's shape: the English one's keys, any words (functions keep their parameters). */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Words<T[K]> };

export type Messages = Words<typeof en>;
