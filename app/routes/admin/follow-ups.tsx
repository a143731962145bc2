import { followUpTexts as t } from "../../../domain/follow-up-rules.ts";
import { FollowUpsPanel } from "../../components/admin/follow-ups-panel.tsx";
import type { Route } from "./+types/follow-ups";

export const meta: Route.MetaFunction = () => [{ title: `${t.mine} · Back office` }];

/**
 * "My follow-ups" (issue 69): the signed-in admin's open follow-ups, overdue, due today and
 * upcoming, each done or snoozed in place; the dashboard shows the same lists.
 */
export default function MyFollowUps() {
  return (
    <>
      <p className="text-sm text-slate-600">{t.mineIntro}</p>
      <FollowUpsPanel heading={false} />
    </>
  );
}
