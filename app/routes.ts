import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/sub-services/:id", "routes/public/sub-services.tsx"),
    route("services/service-detail/:id", "routes/public/service-detail.tsx"),
    route("projects", "routes/public/projects.tsx"),
    route("project-details", "routes/public/project-details.tsx"),
    route("products", "routes/public/products.tsx"),
    route("product-details", "routes/public/product-details.tsx"),
    route("career", "routes/public/career.tsx"),
    route("career/:id", "routes/public/job.tsx"),
    route("career/form/:id", "routes/public/job-application.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
