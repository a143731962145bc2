import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // The back office: one block, every module under routes/admin/ (code-split away from public pages).
  route("admin", "routes/admin/shell.tsx", [
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
