import {
  AlarmClock,
  Briefcase,
  ChartLine,
  Columns3,
  Contact,
  DatabaseBackup,
  FileText,
  FileUser,
  FolderKanban,
  History,
  Images,
  Import,
  Inbox,
  KeyRound,
  Layers,
  LayoutDashboard,
  LayoutList,
  type LucideIcon,
  Mail,
  MoveRight,
  Newspaper,
  Package,
  PanelsTopLeft,
  ScrollText,
  Send,
  ShieldCheck,
  Tags,
  Trash2,
  Users,
  UsersRound,
  UserX,
  Webhook,
} from "lucide-react";
import { declaredScreens, recordFactsOf } from "../../../domain/content-kinds.ts";
import { mediaAreas } from "../../../domain/media.ts";
import type { AreaAction, ContentArea, DataAction, PersonalDataArea } from "../../../domain/roles.ts";

/** An entry shown only to admins holding a right (superAdmin holds them all). */
export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The right it takes; with several areas, the right in any of them (the Media screen's). */
  needs?: { area: ContentArea | readonly ContentArea[]; action: AreaAction };
  /** A screen of people's data: hidden, not shown empty, without the area's read right (ADR 0136). */
  needsData?: { area: PersonalDataArea; action: DataAction };
};
export type NavGroup = { title: string; items: NavItem[]; superAdminOnly?: boolean };

type DataRight = { area: PersonalDataArea; action: DataAction };
const leadsRead: DataRight = { area: "leads", action: "read" };
const applicationsRead: DataRight = { area: "applications", action: "read" };

/** Each screen's address and icon, the same in the sidebar and on the dashboard's cards. */
export const adminScreens = {
  dashboard: { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  insights: { to: "/admin/insights", label: "Insights", icon: ChartLine },
  followUps: { to: "/admin/follow-ups", label: "My follow-ups", icon: AlarmClock },
  categories: { to: recordFactsOf("category").screen, label: "Categories", icon: Tags },
  services: { to: recordFactsOf("service").screen, label: "Services", icon: Layers },
  projects: { to: recordFactsOf("project").screen, label: "Projects", icon: FolderKanban },
  products: { to: recordFactsOf("product").screen, label: "Products", icon: Package },
  jobs: { to: recordFactsOf("job").screen, label: "Jobs", icon: Briefcase },
  applications: { to: "/admin/applications", label: "Applications", icon: FileUser, needsData: applicationsRead },
  enquiries: { to: "/admin/enquiries", label: "Enquiries", icon: Inbox, needsData: leadsRead },
  people: { to: "/admin/people", label: "People", icon: UsersRound, needsData: leadsRead },
  enquiryBoard: { to: "/admin/enquiry-board", label: "Pipeline board", icon: Columns3, needsData: leadsRead },
  subscribers: { to: "/admin/subscribers", label: "Subscribers", icon: Mail, needsData: leadsRead },
  campaigns: { to: "/admin/campaigns", label: "Campaigns", icon: Send },
  potentialCustomers: {
    to: "/admin/potential-customers",
    label: "Potential customers",
    icon: Contact,
    needsData: leadsRead,
  },
  users: { to: "/admin/users", label: "Users", icon: Users },
  permissions: { to: "/admin/permission", label: "Permissions", icon: ShieldCheck },
  logs: { to: "/admin/logs", label: "Logs", icon: ScrollText },
  audit: { to: "/admin/audit", label: "Audit log", icon: History },
  privacy: { to: "/admin/privacy", label: "Privacy", icon: UserX },
  webhooks: { to: "/admin/webhooks", label: "Webhooks", icon: Webhook },
  integrations: { to: "/admin/integrations", label: "Integrations", icon: KeyRound },
  site: { to: "/admin/site", label: "Site", icon: PanelsTopLeft, needs: { area: "site", action: "update" } },
  articles: {
    to: recordFactsOf("article").screen,
    label: "Articles",
    icon: Newspaper,
    needs: { area: "site", action: "update" },
  },
  pages: {
    to: recordFactsOf("page").screen,
    label: "Pages",
    icon: FileText,
    needs: { area: "site", action: "update" },
  },
  media: { to: "/admin/media", label: "Media", icon: Images, needs: { area: mediaAreas, action: "update" } },
  redirects: {
    to: "/admin/redirects",
    label: "Redirects",
    icon: MoveRight,
    needs: { area: "redirects", action: "update" },
  },
  backups: { to: "/admin/backups", label: "Backups", icon: DatabaseBackup },
  import: { to: "/admin/import", label: "Import", icon: Import },
  trash: { to: "/admin/trash", label: "Trash", icon: Trash2 },
} satisfies Record<string, NavItem>;

/** The screens made from a kind's declaration (ADR 0283), in the Website group after Articles. */
const declaredItems: NavItem[] = declaredScreens.map(({ screen, label, area }) => ({
  to: screen,
  label,
  icon: LayoutList,
  needs: { area, action: "update" },
}));

/** The sidebar: the spec's screens, then the ones its resources need, then superAdmin's own. */
export const navGroups: NavGroup[] = [
  { title: "Overview", items: [adminScreens.dashboard, adminScreens.followUps, adminScreens.insights] },
  {
    title: "Content",
    items: [adminScreens.categories, adminScreens.services, adminScreens.projects, adminScreens.products],
  },
  {
    title: "Website",
    items: [
      adminScreens.site,
      adminScreens.pages,
      adminScreens.articles,
      ...declaredItems,
      adminScreens.media,
      adminScreens.redirects,
    ],
  },
  {
    title: "Careers & inbox",
    items: [
      adminScreens.jobs,
      adminScreens.applications,
      adminScreens.enquiries,
      adminScreens.people,
      adminScreens.enquiryBoard,
      adminScreens.subscribers,
      adminScreens.campaigns,
      adminScreens.potentialCustomers,
    ],
  },
  {
    title: "Administration",
    items: [
      adminScreens.users,
      adminScreens.permissions,
      adminScreens.logs,
      adminScreens.audit,
      adminScreens.privacy,
      adminScreens.webhooks,
      adminScreens.integrations,
      adminScreens.backups,
      adminScreens.import,
      adminScreens.trash,
    ],
    superAdminOnly: true,
  },
];

/** Whether a role holding `can` may open a screen that `needs` a right (any of its areas'). */
export function holdsNeeds(needs: NavItem["needs"], can: (area: ContentArea, action: AreaAction) => boolean): boolean {
  if (!needs) return true;
  const areas: readonly ContentArea[] = typeof needs.area === "string" ? [needs.area] : needs.area;
  return areas.some((area) => can(area, needs.action));
}

/** The screen at a path and the sidebar group it is listed under, for the page heading. */
/**
 * What the top bar reads (issue 69: it said "Dashboard / Welcome!" on every screen): the screen's
 * own name and its sidebar group; a screen inside another (a person, a campaign, an editor) reads
 * as the one it opens from. The dashboard keeps the spec's "Dashboard / Welcome!".
 */
export function topBarOf(pathname: string): { title: string; subtitle: string } {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === adminScreens.dashboard.to) return { title: adminScreens.dashboard.label, subtitle: "Welcome!" };
  let best: { screen: NavItem; group: string } | null = null;
  for (const group of navGroups) {
    for (const screen of group.items) {
      const inside = path === screen.to || path.startsWith(`${screen.to}/`);
      if (inside && screen.to !== adminScreens.dashboard.to && (!best || screen.to.length > best.screen.to.length))
        best = { screen, group: group.title };
    }
  }
  return best ? { title: best.screen.label, subtitle: best.group } : { title: "Back office", subtitle: "" };
}

export function screenAt(pathname: string): { screen: NavItem; group: string } | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const group of navGroups) {
    const screen = group.items.find((item) => item.to === path);
    if (screen) return { screen, group: group.title };
  }
  return null;
}
