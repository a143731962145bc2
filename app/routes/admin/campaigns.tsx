import { Mail } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { type CampaignDto, campaignStatusLabels } from "../../../domain/campaigns.ts";
import { campaignStatusTone } from "../../components/admin/campaigns/status-tone.ts";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { type Column, DataTable, listRowsOf } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ListCard } from "../../components/admin/ui/list-card.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import { formatInZone } from "../../lib/admin/time-zone.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/campaigns";

export const meta: Route.MetaFunction = () => [{ title: "Campaigns · Back office" }];

/**
 * The newsletter's campaigns (issue 72): each with where it stands and what it came to; its subject
 * opens it (the editor, or its progress and results once it has started sending).
 */
export default function Campaigns() {
  const navigate = useNavigate();
  const { canNewsletter } = useRights();
  const list = useResource(() => adminApi.campaigns.list());
  const zone = list.data?.timeZone ?? "UTC";
  const when = (campaign: CampaignDto) => {
    const at = campaign.finishedAt ?? campaign.startedAt ?? campaign.scheduledAt ?? campaign.updatedAt;
    return formatInZone(at, zone);
  };
  const columns: Column<CampaignDto>[] = [
    {
      header: "Subject",
      role: "name",
      wrap: "words",
      cell: (campaign) => (
        <Link
          to={`/admin/campaigns/${campaign._id}`}
          className="font-medium text-admin-700 hover:text-admin-900 hover:underline"
        >
          {campaign.subject}
        </Link>
      ),
    },
    {
      header: "Status",
      cell: (campaign) => (
        <Badge tone={campaignStatusTone[campaign.status]}>{campaignStatusLabels[campaign.status]}</Badge>
      ),
    },
    {
      header: "Sent",
      cell: (campaign) => (campaign.counts.queued > 0 ? `${campaign.counts.sent} of ${campaign.counts.queued}` : "—"),
    },
    { header: "Clicks", cell: (campaign) => String(campaign.counts.clicks) },
    { header: "When", cell: when },
  ];
  return (
    <>
      <HeaderCard
        title="Campaigns"
        description="Newsletters to your confirmed subscribers: written here or made from an article, tested, scheduled and sent."
        add={
          canNewsletter("create")
            ? { label: "New campaign", onAdd: () => void navigate("/admin/campaigns/new") }
            : undefined
        }
      />
      <ListCard title="All campaigns">
        <DataTable
          caption="Campaigns"
          columns={columns}
          {...listRowsOf({ data: list.data?.data, loading: list.loading, error: list.error })}
          empty={{ title: "No campaigns yet", description: "Write your first newsletter.", icon: Mail }}
        />
      </ListCard>
    </>
  );
}
