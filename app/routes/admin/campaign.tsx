import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { CAMPAIGN_PROGRESS_POLL_MS, type CampaignDetail, campaignMessages } from "../../../domain/campaigns.ts";
import { CampaignEditor } from "../../components/admin/campaigns/campaign-editor.tsx";
import { CampaignReport } from "../../components/admin/campaigns/campaign-report.tsx";
import { Loader } from "../../components/admin/ui/spinner.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === "new" ? "New campaign" : "Campaign"} · Back office` },
];

type Opened = { key: number; campaign: CampaignDetail | null };

/** While it may start or is sending, the screen asks for the campaign again (its progress) every 2 s. */
const followed = new Set(["scheduled", "sending"]);

/**
 * A newsletter campaign's own screen (issue 72): `/admin/campaigns/new` and `/admin/campaigns/:id`.
 * A draft or scheduled campaign opens in its editor; once it has started sending, its progress and
 * results, kept current while it sends.
 */
export default function CampaignScreen() {
  const { id = "new" } = useParams();
  const navigate = useNavigate();
  const { timeZone } = useAdminSession();
  const [opened, setOpened] = useState<Opened | null>(id === "new" ? { key: 0, campaign: null } : null);
  const [error, setError] = useState<string | null>(null);
  // The id a new campaign's first save gave it: the address moves to it, the editor stays.
  const adopted = useRef<string | null>(null);

  useEffect(() => {
    if (id === "new") {
      setOpened((now) => (now?.campaign === null ? now : { key: (now?.key ?? 0) + 1, campaign: null }));
      return;
    }
    if (adopted.current === id) {
      adopted.current = null;
      return;
    }
    let live = true;
    setOpened(null);
    setError(null);
    adminApi.campaigns.get(id).then(
      (answer) => live && setOpened((now) => ({ key: (now?.key ?? 0) + 1, campaign: answer.data })),
      (failure: unknown) => live && setError(messageOf(failure, campaignMessages.notFound)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const status = opened?.campaign?.status;
  const campaignId = opened?.campaign?._id;
  useEffect(() => {
    if (!campaignId || !status || !followed.has(status)) return;
    let live = true;
    const timer = setInterval(() => {
      adminApi.campaigns.get(campaignId).then(
        (answer) => live && setOpened((now) => (now?.campaign ? { key: now.key, campaign: answer.data } : now)),
        () => {},
      );
    }, CAMPAIGN_PROGRESS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [campaignId, status]);

  if (error)
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <Link to="/admin/campaigns" className="inline-flex items-center gap-2 text-sm font-semibold text-admin-700">
          <ArrowLeft aria-hidden className="size-4" /> Back to Campaigns
        </Link>
      </div>
    );
  if (!opened) return <Loader />;
  const { campaign } = opened;
  const changed = (next: CampaignDetail) => setOpened((now) => ({ key: now?.key ?? 0, campaign: next }));
  if (campaign && !(campaign.status === "draft" || campaign.status === "scheduled"))
    return (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Link
            to="/admin/campaigns"
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-slate-700 hover:text-slate-950"
          >
            <ArrowLeft aria-hidden className="size-4" /> Campaigns
          </Link>
          <h2 className="text-2xl font-bold tracking-tight text-slate-950 break-words">{campaign.subject}</h2>
        </div>
        <CampaignReport campaign={campaign} timeZone={timeZone} onChanged={changed} />
      </div>
    );
  return (
    <CampaignEditor
      key={opened.key}
      campaign={campaign}
      timeZone={timeZone}
      onCreated={(made) => {
        adopted.current = made._id;
        changed(made);
        void navigate(`/admin/campaigns/${made._id}`, { replace: true });
      }}
      onChanged={changed}
    />
  );
}
