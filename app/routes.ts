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
  // The back office: one block, every module under routes/admin/ (code-split away from public pages).
  route("admin", "routes/admin/shell.tsx", [
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("insights", "routes/admin/insights.tsx"),
      route("category", "routes/admin/categories.tsx"),
      route("service", "routes/admin/services.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("permission", "routes/admin/permission.tsx"),
      route("logs", "routes/admin/logs.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
