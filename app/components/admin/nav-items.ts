import {
  Briefcase,
  FileUser,
  FolderKanban,
  Inbox,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  ScrollText,
  ShieldCheck,
  Tags,
  Users,
} from "lucide-react";

export type NavItem = { to: string; label: string; icon: LucideIcon; superAdminOnly?: boolean };
export type NavGroup = { title: string; items: NavItem[] };

/** The sidebar: the spec's screens, then the ones its resources need, then superAdmin's own. */
export const navGroups: NavGroup[] = [
  {
    title: "Overview",
    items: [{ to: "/admin", label: "Dashboard", icon: LayoutDashboard }],
  },
  {
    title: "Content",
    items: [
      { to: "/admin/category", label: "Categories", icon: Tags },
      { to: "/admin/service", label: "Services", icon: Layers },
      { to: "/admin/projects", label: "Projects", icon: FolderKanban },
      { to: "/admin/products", label: "Products", icon: Package },
    ],
  },
  {
    title: "Careers & inbox",
    items: [
      { to: "/admin/jobs", label: "Jobs", icon: Briefcase },
      { to: "/admin/applications", label: "Applications", icon: FileUser },
      { to: "/admin/enquiries", label: "Enquiries", icon: Inbox },
      { to: "/admin/subscribers", label: "Subscribers", icon: Mail },
    ],
  },
  {
    title: "Administration",
    items: [
      { to: "/admin/users", label: "Users", icon: Users, superAdminOnly: true },
      { to: "/admin/permission", label: "Permissions", icon: ShieldCheck, superAdminOnly: true },
      { to: "/admin/logs", label: "Logs", icon: ScrollText, superAdminOnly: true },
    ],
  },
];
