/**
 * Demo content for seeding a fresh installation: categories, services, portfolio items
 * (projects and products) and job openings for a Lahore software and digital agency.
 *
 * All companies and people are fictional. Links point at the reserved example.com domain
 * so that a demo site never sends visitors to a real third-party website.
 */

export type DemoCategory = { slug: string; name: string; description: string };

export type DemoService = {
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
  approach: string;
  benefits: string;
  /** `#rrggbb` */
  color: string;
  /** https URL */
  workUrl: string;
  /** 2–4 entries */
  features: { name: string; description: string }[];
};

export type DemoPortfolioItem = {
  slug: string;
  type: "project" | "product";
  categorySlug: string;
  name: string;
  client: string;
  technology: string;
  /** https URL */
  url: string;
  /** YYYY-MM-DD */
  date: string;
  /** 80–450 characters */
  description: string;
  isActive: boolean;
  /** 1–4 */
  imageCount: number;
};

export type DemoJob = {
  slug: string;
  title: string;
  description: string;
  companyOverview: string;
  jobRole: string[];
  requirements: string[];
};

const site = (path: string): string => `https://www.example.com/${path}`;

// ---------------------------------------------------------------------------------------------
// Categories (name 1–50, description 1–80; no < > = ` % $ ; ' [ ] { })
// ---------------------------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  {
    slug: "web-development",
    name: "Web Development",
    description: "Fast, secure websites and web applications built to grow with your business.",
  },
  {
    slug: "mobile-app-development",
    name: "Mobile App Development",
    description: "Native and cross-platform apps for iOS and Android that people enjoy using.",
  },
  {
    slug: "ui-ux-design",
    name: "UI/UX Design",
    description: "Research-led interfaces, design systems and prototypes that convert.",
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    description: "SEO, paid media and content that bring the right customers to your door.",
  },
  {
    slug: "cloud-and-devops",
    name: "Cloud and DevOps",
    description: "Reliable cloud infrastructure, CI/CD pipelines and round-the-clock monitoring.",
  },
  {
    slug: "e-commerce-solutions",
    name: "E-Commerce Solutions",
    description: "Online stores, payments and order management for ambitious retailers.",
  },
];

// ---------------------------------------------------------------------------------------------
// Services (2 per category)
// ---------------------------------------------------------------------------------------------

export const demoServices: DemoService[] = [
  // Web Development
  {
    slug: "custom-web-applications",
    categorySlug: "web-development",
    name: "Custom Web Applications",
    description:
      "Tailor-made web applications that replace spreadsheets and disconnected tools with one secure platform. From customer portals to internal dashboards, we build software around the way your team actually works.",
    approach:
      "We start with a short discovery sprint to map your workflows and priorities, then deliver in two-week iterations with a working demo at the end of each one. You see progress early, give feedback often and never wait months for a big reveal.",
    benefits:
      "Less manual work, fewer errors and a single source of truth for your data. Our applications are documented, covered by automated tests and handed over with full source code, so you stay in control of your product.",
    color: "#2563eb",
    workUrl: site("work/custom-web-applications"),
    features: [
      {
        name: "Role-based access",
        description: "Granular permissions so every team member sees exactly what they need.",
      },
      {
        name: "Reporting dashboards",
        description: "Live charts and exportable reports that turn raw data into decisions.",
      },
      {
        name: "API integrations",
        description: "Connect payment gateways, ERPs, CRMs and courier services with ease.",
      },
    ],
  },
  {
    slug: "corporate-websites",
    categorySlug: "web-development",
    name: "Corporate Websites",
    description:
      "Fast, accessible and search-friendly websites that tell your story with confidence. Built on a modern content management system so your marketing team can publish without calling a developer.",
    approach:
      "Content comes first: we plan your site structure and messaging with you, design key pages in high fidelity, then build reusable components that keep every new page on brand.",
    benefits:
      "Pages that load in under two seconds, rank well on search engines and work beautifully on every screen size. Editors get a clean dashboard and a library of ready-made page sections.",
    color: "#0ea5e9",
    workUrl: site("work/corporate-websites"),
    features: [
      {
        name: "Headless CMS",
        description: "Edit pages, news and team profiles from a friendly dashboard.",
      },
      {
        name: "Core Web Vitals",
        description: "Optimised images, caching and code splitting for top performance scores.",
      },
      {
        name: "Multilingual content",
        description: "Publish in English, Urdu, Dutch or any other language your audience speaks.",
      },
    ],
  },

  // Mobile App Development
  {
    slug: "cross-platform-apps",
    categorySlug: "mobile-app-development",
    name: "Cross-Platform Apps",
    description:
      "One codebase, two app stores. We use Flutter and React Native to ship polished iOS and Android apps faster and at a lower cost than building two separate native apps.",
    approach:
      "We prototype the core user journeys first and test them with real users, then build the app feature by feature with weekly test builds you can install on your own phone.",
    benefits:
      "A shorter time to market, consistent behaviour on both platforms and a single team to maintain your app after launch. Store submission and release management are included.",
    color: "#7c3aed",
    workUrl: site("work/cross-platform-apps"),
    features: [
      {
        name: "Offline mode",
        description: "Keep working without a connection and sync automatically when back online.",
      },
      {
        name: "Push notifications",
        description: "Targeted, timely messages that bring users back to your app.",
      },
      {
        name: "In-app payments",
        description: "Card, wallet and bank transfer payments with local and global gateways.",
      },
    ],
  },
  {
    slug: "native-ios-android",
    categorySlug: "mobile-app-development",
    name: "Native iOS and Android",
    description:
      "High-performance native apps written in Swift and Kotlin for products that need deep device integration, demanding animations or hardware features such as Bluetooth, NFC and the camera.",
    approach:
      "Our native teams follow Apple and Google platform guidelines closely, share a common API layer and design system, and automate builds and releases so both apps stay in step.",
    benefits:
      "The smoothest possible experience, full access to the latest platform features and apps that are ready for long-term growth, with crash reporting and analytics built in from day one.",
    color: "#db2777",
    workUrl: site("work/native-ios-android"),
    features: [
      {
        name: "Hardware integration",
        description: "Bluetooth devices, barcode scanning, NFC and biometric sign-in.",
      },
      {
        name: "Crash-free releases",
        description: "Automated testing and staged rollouts keep every update stable.",
      },
    ],
  },

  // UI/UX Design
  {
    slug: "product-design",
    categorySlug: "ui-ux-design",
    name: "Product Design",
    description:
      "End-to-end product design for web and mobile: user research, information architecture, wireframes and pixel-perfect interfaces that are ready for development.",
    approach:
      "We interview your users, study your analytics and competitors, then move from sketches to clickable prototypes. Every major decision is validated with usability testing before a line of code is written.",
    benefits:
      "Products that are easier to learn, faster to use and more likely to convert. Developers receive annotated designs and assets, which cuts build time and avoids expensive rework.",
    color: "#f97316",
    workUrl: site("work/product-design"),
    features: [
      {
        name: "User research",
        description: "Interviews, surveys and analytics reviews that uncover real needs.",
      },
      {
        name: "Interactive prototypes",
        description: "Clickable flows you can test with customers before development starts.",
      },
      {
        name: "Usability testing",
        description: "Moderated sessions that reveal friction and prove what works.",
      },
    ],
  },
  {
    slug: "design-systems",
    categorySlug: "ui-ux-design",
    name: "Design Systems",
    description:
      "A shared library of colours, typography, components and guidelines that keeps every screen consistent and lets your designers and developers work faster together.",
    approach:
      "We audit your existing interfaces, define design tokens and build a component library in Figma with a matching coded version, then document usage rules your whole team can follow.",
    benefits:
      "Consistent branding across every product, quicker delivery of new features and fewer design debates. New team members become productive in days rather than weeks.",
    color: "#eab308",
    workUrl: site("work/design-systems"),
    features: [
      {
        name: "Figma component library",
        description: "Reusable, well-named components with variants and auto layout.",
      },
      {
        name: "Accessibility by default",
        description: "Colour contrast, focus states and sizing that meet WCAG 2.2 AA.",
      },
      {
        name: "Living documentation",
        description: "Clear usage guidelines and examples for designers and developers.",
      },
    ],
  },

  // Digital Marketing
  {
    slug: "search-engine-optimisation",
    categorySlug: "digital-marketing",
    name: "Search Engine Optimisation",
    description:
      "Technical, on-page and local SEO that lifts your rankings and brings steady, high-intent traffic to your website without paying for every click.",
    approach:
      "We begin with a full technical audit and keyword research, fix the issues that hold your site back, then publish helpful content and earn quality links month after month.",
    benefits:
      "More organic visitors, more enquiries and a lower cost per lead over time. Transparent monthly reports show rankings, traffic and conversions in plain language.",
    color: "#16a34a",
    workUrl: site("work/search-engine-optimisation"),
    features: [
      {
        name: "Technical audit",
        description: "Crawl errors, site speed, structured data and indexing fixed properly.",
      },
      {
        name: "Local SEO",
        description: "Google Business Profile and map listings tuned for nearby customers.",
      },
      {
        name: "Content strategy",
        description: "Articles and landing pages planned around what your buyers search for.",
      },
    ],
  },
  {
    slug: "social-media-and-paid-ads",
    categorySlug: "digital-marketing",
    name: "Social Media and Paid Ads",
    description:
      "Campaigns on Meta, Google, TikTok and LinkedIn that reach the right audience at the right moment, backed by creative that stops the scroll and tracking you can trust.",
    approach:
      "We define clear goals and audiences, produce several creative variations, launch small tests and scale the winners while cutting spend on ads that do not perform.",
    benefits:
      "A measurable return on ad spend, a growing and engaged community and monthly insight into exactly which campaigns drive sales and sign-ups.",
    color: "#e11d48",
    workUrl: site("work/social-media-and-paid-ads"),
    features: [
      {
        name: "Creative production",
        description: "Short videos, carousels and static posts designed for each platform.",
      },
      {
        name: "Conversion tracking",
        description: "Pixels, server-side events and dashboards that attribute every sale.",
      },
    ],
  },

  // Cloud and DevOps
  {
    slug: "cloud-migration",
    categorySlug: "cloud-and-devops",
    name: "Cloud Migration",
    description:
      "Move your applications and databases from ageing servers to AWS, Azure or Google Cloud with a clear plan, minimal downtime and a lower monthly bill.",
    approach:
      "We assess your current systems, design a secure target architecture and migrate in stages, rehearsing every cutover so your customers never notice the move.",
    benefits:
      "Better uptime, automatic backups, room to scale during peak seasons and infrastructure costs that follow your actual usage instead of worst-case estimates.",
    color: "#0891b2",
    workUrl: site("work/cloud-migration"),
    features: [
      {
        name: "Infrastructure as code",
        description: "Terraform templates that make every environment repeatable.",
      },
      {
        name: "Cost optimisation",
        description: "Right-sized servers, reserved capacity and clear monthly cost reports.",
      },
      {
        name: "Zero-downtime cutover",
        description: "Staged data sync and rehearsed switchovers for a seamless move.",
      },
    ],
  },
  {
    slug: "devops-and-monitoring",
    categorySlug: "cloud-and-devops",
    name: "DevOps and Monitoring",
    description:
      "Automated build, test and deployment pipelines plus round-the-clock monitoring, so your team can release with confidence several times a day.",
    approach:
      "We containerise your services, set up CI/CD pipelines, add logging, metrics and alerts, and agree on an on-call process that fits your team and your customers.",
    benefits:
      "Faster releases, fewer failed deployments and problems spotted before your users notice them. Your developers spend their time on features instead of firefighting.",
    color: "#475569",
    workUrl: site("work/devops-and-monitoring"),
    features: [
      {
        name: "CI/CD pipelines",
        description: "Every change tested and deployed automatically to staging and production.",
      },
      {
        name: "Monitoring and alerts",
        description: "Dashboards and alerts for uptime, errors, latency and resource usage.",
      },
      {
        name: "Container orchestration",
        description: "Docker and Kubernetes setups that scale with demand.",
      },
    ],
  },

  // E-Commerce Solutions
  {
    slug: "online-store-development",
    categorySlug: "e-commerce-solutions",
    name: "Online Store Development",
    description:
      "Beautiful, fast online stores on Shopify, WooCommerce or a fully custom stack, with local payment options, courier integration and cash on delivery handled properly.",
    approach:
      "We plan your catalogue and checkout with you, design a storefront that reflects your brand, integrate payments and couriers, then test every order flow before launch.",
    benefits:
      "Higher conversion rates, fewer abandoned carts and an admin panel your team can run without help. Stores are built to handle seasonal sales and sudden spikes in traffic.",
    color: "#059669",
    workUrl: site("work/online-store-development"),
    features: [
      {
        name: "Local and global payments",
        description: "Cards, mobile wallets, bank transfer and cash on delivery in one checkout.",
      },
      {
        name: "Courier integration",
        description: "Automatic booking, tracking numbers and delivery status updates.",
      },
      {
        name: "Inventory sync",
        description: "Stock levels kept in step across your website, shops and marketplaces.",
      },
    ],
  },
  {
    slug: "marketplace-integration",
    categorySlug: "e-commerce-solutions",
    name: "Marketplace Integration",
    description:
      "Sell on Daraz, Amazon and other marketplaces from one place. We connect your store, warehouse and accounting so orders, stock and invoices flow automatically.",
    approach:
      "We map your products and processes, build or configure the connectors you need and run the integration in parallel with your current process until every number matches.",
    benefits:
      "New sales channels without extra staff, no more overselling and accurate financial records. Your team manages every channel from a single dashboard.",
    color: "#c026d3",
    workUrl: site("work/marketplace-integration"),
    features: [
      {
        name: "Unified order inbox",
        description: "Orders from every marketplace in one list, ready to pack and ship.",
      },
      {
        name: "Automated listings",
        description: "Publish and update products, prices and images across channels.",
      },
      {
        name: "Accounting export",
        description: "Sales and fees exported to your accounting software every night.",
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Portfolio: 14 projects and 8 products
// ---------------------------------------------------------------------------------------------

export const demoPortfolioItems: DemoPortfolioItem[] = [
  // ---- Projects: Web Development ----
  {
    slug: "ravi-logistics-portal",
    type: "project",
    categorySlug: "web-development",
    name: "Ravi Logistics Customer Portal",
    client: "Ravi Logistics (Pvt) Ltd",
    technology: "React, Node.js, PostgreSQL",
    url: site("projects/ravi-logistics-portal"),
    date: "2024-03-18",
    description:
      "A self-service portal where business customers book shipments, print labels and track consignments across Pakistan in real time. The portal replaced phone and email bookings and now handles more than 4,000 shipments a day.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "noor-properties-website",
    type: "project",
    categorySlug: "web-development",
    name: "Noor Properties Listings Website",
    client: "Noor Properties",
    technology: "Next.js, Headless CMS, Mapbox",
    url: site("projects/noor-properties-website"),
    date: "2023-09-05",
    description:
      "A property listings website with map search, saved searches and instant enquiry forms for a real estate agency in DHA Lahore and Bahria Town. Agents manage listings from a simple dashboard and leads arrive straight in their inbox.",
    isActive: true,
    imageCount: 3,
  },
  {
    slug: "vandermeer-facility-dashboard",
    type: "project",
    categorySlug: "web-development",
    name: "Facility Operations Dashboard",
    client: "Van der Meer Facility Group",
    technology: "Vue.js, Laravel, MySQL",
    url: site("projects/vandermeer-facility-dashboard"),
    date: "2025-02-11",
    description:
      "An operations dashboard for a Dutch facility services company that schedules cleaning crews across hundreds of office buildings, records completed checklists and flags missed visits. Supervisors plan a full week of rosters in minutes.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "punjab-textile-b2b-portal",
    type: "project",
    categorySlug: "web-development",
    name: "Textile Export B2B Portal",
    client: "Chenab Textile Mills",
    technology: "Angular, .NET, SQL Server",
    url: site("projects/punjab-textile-b2b-portal"),
    date: "2022-06-27",
    description:
      "A wholesale ordering portal for international buyers of a Faisalabad textile exporter, with sample requests, bulk price tiers, production status updates and shipment documents available for download in one place.",
    isActive: true,
    imageCount: 2,
  },
  {
    slug: "learnloop-lms",
    type: "project",
    categorySlug: "web-development",
    name: "LearnLoop Online Academy",
    client: "LearnLoop Education",
    technology: "React, Django, AWS",
    url: site("projects/learnloop-lms"),
    date: "2025-08-14",
    description:
      "A learning platform for an online academy offering exam preparation courses, with video lessons, timed quizzes, progress tracking and certificates. The platform served over 25,000 students in its first admission season.",
    isActive: true,
    imageCount: 3,
  },

  // ---- Projects: Mobile App Development ----
  {
    slug: "dastak-food-delivery-app",
    type: "project",
    categorySlug: "mobile-app-development",
    name: "Dastak Food Delivery App",
    client: "Dastak Foods",
    technology: "Flutter, Firebase, Google Maps",
    url: site("projects/dastak-food-delivery-app"),
    date: "2023-04-20",
    description:
      "Customer, rider and restaurant apps for a fast-growing food delivery start-up in Lahore and Islamabad. Live order tracking, wallet payments and smart rider assignment cut average delivery time by eleven minutes.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "sehat-plus-telehealth",
    type: "project",
    categorySlug: "mobile-app-development",
    name: "Sehat Plus Telehealth",
    client: "Sehat Plus Healthcare",
    technology: "React Native, Node.js, WebRTC",
    url: site("projects/sehat-plus-telehealth"),
    date: "2024-07-09",
    description:
      "A telehealth app that lets patients book video consultations with certified doctors, receive digital prescriptions and order medicines to their door. Built with strict privacy controls and support for low-bandwidth connections.",
    isActive: true,
    imageCount: 3,
  },
  {
    slug: "greenfield-agri-advisor",
    type: "project",
    categorySlug: "mobile-app-development",
    name: "Greenfield Agri Advisor",
    client: "Greenfield Agritech",
    technology: "Kotlin, Python, TensorFlow Lite",
    url: site("projects/greenfield-agri-advisor"),
    date: "2022-11-02",
    description:
      "An Android app in Urdu and English that gives farmers weather alerts, crop advice and market prices, and identifies common plant diseases from a photo of a leaf, even without an internet connection.",
    isActive: true,
    imageCount: 2,
  },
  {
    slug: "fitkaro-fitness-app",
    type: "project",
    categorySlug: "mobile-app-development",
    name: "FitKaro Fitness Companion",
    client: "FitKaro Studios",
    technology: "Swift, Kotlin, HealthKit",
    url: site("projects/fitkaro-fitness-app"),
    date: "2025-05-23",
    description:
      "Native iOS and Android apps for a chain of boutique gyms, with class booking, personal workout plans, wearable integration and membership renewals. Members booked over 60,000 classes in the first six months.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "schoonmaak-crew-app",
    type: "project",
    categorySlug: "mobile-app-development",
    name: "Cleaning Crew Field App",
    client: "Helder Schoonmaak BV",
    technology: "Flutter, Firebase, NFC",
    url: site("projects/schoonmaak-crew-app"),
    date: "2021-10-15",
    description:
      "A field app for cleaning staff in the Netherlands: crews check in at each site with an NFC tag, follow room-by-room checklists, report issues with photos and see their upcoming shifts, all in Dutch and English.",
    isActive: true,
    imageCount: 3,
  },

  // ---- Projects: other categories ----
  {
    slug: "zarmina-bank-app-redesign",
    type: "project",
    categorySlug: "ui-ux-design",
    name: "Mobile Banking App Redesign",
    client: "Zarmina Microfinance Bank",
    technology: "Figma, Maze, Design Tokens",
    url: site("projects/zarmina-bank-app-redesign"),
    date: "2024-01-30",
    description:
      "A complete redesign of a microfinance banking app, based on interviews with first-time smartphone users. Simpler navigation, clear Urdu labels and a redesigned transfer flow raised task completion from 64 to 92 percent.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "rang-collective-growth",
    type: "project",
    categorySlug: "digital-marketing",
    name: "Fashion Brand Organic Growth",
    client: "Rang Collective",
    technology: "SEO, Google Analytics 4, Meta Ads",
    url: site("projects/rang-collective-growth"),
    date: "2023-12-08",
    description:
      "A twelve-month SEO and paid social programme for a Lahore fashion label. Technical fixes, seasonal landing pages and lookbook campaigns tripled organic traffic and doubled online revenue during the Eid season.",
    isActive: true,
    imageCount: 2,
  },
  {
    slug: "medilink-cloud-migration",
    type: "project",
    categorySlug: "cloud-and-devops",
    name: "Hospital Systems Cloud Migration",
    client: "MediLink Hospitals",
    technology: "AWS, Terraform, Kubernetes",
    url: site("projects/medilink-cloud-migration"),
    date: "2025-10-06",
    description:
      "Migration of a hospital group patient records and billing systems from on-premise servers to AWS, with encrypted backups, automated failover and a CI/CD pipeline. Completed with less than ten minutes of planned downtime.",
    isActive: true,
    imageCount: 2,
  },
  {
    slug: "chai-and-co-online-store",
    type: "project",
    categorySlug: "e-commerce-solutions",
    name: "Chai and Co Online Store",
    client: "Chai and Co Tea Traders",
    technology: "Shopify, Liquid, Courier APIs",
    url: site("projects/chai-and-co-online-store"),
    date: "2026-02-17",
    description:
      "A Shopify store for a premium tea brand with subscription boxes, gift bundles, cash on delivery and automatic courier booking. Average order value rose by 35 percent within three months of launch.",
    isActive: true,
    imageCount: 3,
  },

  // ---- Products (SaaS sold by the agency) ----
  {
    slug: "dukaan-pos",
    type: "product",
    categorySlug: "e-commerce-solutions",
    name: "Dukaan POS",
    client: "Retail stores and pharmacies",
    technology: "React, Electron, Node.js, SQLite",
    url: site("products/dukaan-pos"),
    date: "2022-03-14",
    description:
      "A point-of-sale system for shops, pharmacies and supermarkets that keeps selling even when the internet drops. Barcode billing, FBR-ready invoices, stock alerts and branch-wise reports are all included.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "peoplehub-hr-suite",
    type: "product",
    categorySlug: "web-development",
    name: "PeopleHub HR Suite",
    client: "Small and mid-sized companies",
    technology: "Vue.js, Laravel, MySQL",
    url: site("products/peoplehub-hr-suite"),
    date: "2023-02-01",
    description:
      "HR and payroll software for growing companies: employee records, attendance from biometric devices, leave requests, payroll with tax calculations and payslips delivered by email. Employees use a mobile self-service app.",
    isActive: true,
    imageCount: 3,
  },
  {
    slug: "shifa-clinic-manager",
    type: "product",
    categorySlug: "web-development",
    name: "Shifa Clinic Manager",
    client: "Clinics and diagnostic centres",
    technology: "React, NestJS, PostgreSQL",
    url: site("products/shifa-clinic-manager"),
    date: "2024-05-27",
    description:
      "Clinic management software for appointments, patient history, prescriptions, lab results and billing. Patients receive SMS reminders and doctors can review their schedule and patient notes from any device.",
    isActive: true,
    imageCount: 4,
  },
  {
    slug: "ilm-school-erp",
    type: "product",
    categorySlug: "web-development",
    name: "Ilm School ERP",
    client: "Schools and colleges",
    technology: "Angular, .NET, SQL Server",
    url: site("products/ilm-school-erp"),
    date: "2023-08-21",
    description:
      "A school management system covering admissions, fee vouchers, attendance, timetables, exams and report cards, with a parent app for announcements and online fee payment. Runs single campuses and school chains.",
    isActive: true,
    imageCount: 3,
  },
  {
    slug: "tezride-fleet-tracker",
    type: "product",
    categorySlug: "mobile-app-development",
    name: "TezRide Fleet Tracker",
    client: "Transport and delivery fleets",
    technology: "Flutter, Go, TimescaleDB",
    url: site("products/tezride-fleet-tracker"),
    date: "2024-11-12",
    description:
      "Live GPS tracking, route history, fuel logs and maintenance reminders for delivery and transport fleets. Drivers use a lightweight mobile app and managers receive alerts for speeding and unplanned stops.",
    isActive: true,
    imageCount: 2,
  },
  {
    slug: "cleanops-scheduler",
    type: "product",
    categorySlug: "cloud-and-devops",
    name: "CleanOps Scheduler",
    client: "Cleaning and facility companies",
    technology: "React, Node.js, AWS Lambda",
    url: site("products/cleanops-scheduler"),
    date: "2025-06-30",
    description:
      "Scheduling and quality control software for cleaning companies, developed with our parent group in the Netherlands. Plan recurring jobs, assign crews, track hours and share inspection reports with clients.",
    isActive: true,
    imageCount: 3,
  },
  {
    slug: "dastarkhwan-restaurant-suite",
    type: "product",
    categorySlug: "e-commerce-solutions",
    name: "Dastarkhwan Restaurant Suite",
    client: "Restaurants and cafes",
    technology: "React Native, Node.js, MongoDB",
    url: site("products/dastarkhwan-restaurant-suite"),
    date: "2022-09-08",
    description:
      "Table ordering by QR code, kitchen display screens, delivery order management and daily sales reports for restaurants and cafes. Currently being rebuilt as part of our new restaurant platform.",
    isActive: false,
    imageCount: 2,
  },
  {
    slug: "karobar-invoicing",
    type: "product",
    categorySlug: "web-development",
    name: "Karobar Invoicing",
    client: "Freelancers and small businesses",
    technology: "Next.js, Stripe, PostgreSQL",
    url: site("products/karobar-invoicing"),
    date: "2021-07-19",
    description:
      "Simple invoicing and expense tracking for freelancers and small businesses, with multi-currency invoices, payment reminders and quarterly summaries. Retired in favour of the finance module in PeopleHub.",
    isActive: false,
    imageCount: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

const companyOverview =
  "We are a design, development and digital marketing agency based in Lahore, Pakistan, and a subsidiary of a Netherlands-based cleaning service provider that is part of a wider enterprise group. Our team of designers, engineers and marketers builds websites, mobile apps and software products for clients in Pakistan, Europe and the Middle East. We value craftsmanship, honest communication and continuous learning.";

export const demoJobs: DemoJob[] = [
  {
    slug: "senior-ui-ux-designer",
    title: "Senior UI UX Designer",
    description:
      "We are looking for a Senior UI UX Designer to lead the design of web and mobile products from first research to final hand-off, and to mentor a growing team of designers.",
    companyOverview,
    jobRole: [
      "Lead user research, workshops and usability testing for client projects.",
      "Turn requirements into user flows, wireframes and high-fidelity interfaces.",
      "Build and maintain design systems and component libraries in Figma.",
      "Work closely with developers to make sure designs are implemented accurately.",
      "Present design decisions clearly to clients and internal stakeholders.",
      "Mentor junior designers and review their work.",
    ],
    requirements: [
      "At least 4 years of experience designing web and mobile products.",
      "A strong portfolio showing research-led, user-centred work.",
      "Expert knowledge of Figma, including auto layout, variants and prototyping.",
      "Good understanding of accessibility standards and responsive design.",
      "Excellent spoken and written English.",
    ],
  },
  {
    slug: "react-developer",
    title: "React Developer",
    description:
      "Join our web team to build fast, accessible and well-tested web applications for clients in Pakistan and Europe using React, TypeScript and modern tooling.",
    companyOverview,
    jobRole: [
      "Build responsive user interfaces with React and TypeScript.",
      "Integrate REST and GraphQL APIs and manage application state.",
      "Write unit and end-to-end tests for the features you deliver.",
      "Take part in code reviews and sprint planning.",
      "Improve performance, accessibility and search visibility of our web apps.",
    ],
    requirements: [
      "2 or more years of professional experience with React.",
      "Solid knowledge of TypeScript, HTML semantics and modern CSS.",
      "Experience with Git, pull requests and CI pipelines.",
      "Familiarity with Next.js or React Router is a plus.",
      "A degree in Computer Science or equivalent practical experience.",
    ],
  },
  {
    slug: "flutter-developer",
    title: "Flutter Developer",
    description:
      "We are hiring a Flutter Developer to build beautiful cross-platform mobile apps for start-ups and enterprise clients, from the first prototype to store release.",
    companyOverview,
    jobRole: [
      "Develop and maintain cross-platform apps with Flutter and Dart.",
      "Implement pixel-perfect screens from Figma designs.",
      "Integrate REST APIs, Firebase services, maps and payment gateways.",
      "Publish and maintain apps on the Google Play Store and Apple App Store.",
      "Diagnose and fix crashes, performance issues and bugs.",
    ],
    requirements: [
      "At least 2 years of experience building apps with Flutter.",
      "Good understanding of state management such as Bloc, Riverpod or Provider.",
      "Experience with Firebase, push notifications and offline storage.",
      "At least two published apps you can show us.",
      "Knowledge of native Android or iOS development is a plus.",
    ],
  },
  {
    slug: "seo-specialist",
    title: "SEO Specialist",
    description:
      "We are looking for an SEO Specialist to plan and run search strategies that grow organic traffic and leads for our clients and for our own products.",
    companyOverview,
    jobRole: [
      "Carry out technical SEO audits and work with developers to fix issues.",
      "Research keywords and plan content calendars with our writers.",
      "Optimise landing pages, metadata and internal linking.",
      "Build high-quality backlinks through outreach and partnerships.",
      "Prepare clear monthly reports on rankings, traffic and conversions.",
    ],
    requirements: [
      "2 or more years of hands-on SEO experience, ideally at an agency.",
      "Confident with Google Search Console, Google Analytics 4 and Ahrefs or Semrush.",
      "Basic understanding of HTML, site speed and structured data.",
      "Strong English writing skills and an eye for detail.",
    ],
  },
];
