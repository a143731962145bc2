import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { WebhooksScreen } from "../../components/admin/webhooks/webhooks-screen.tsx";
import type { Route } from "./+types/webhooks";

export const meta: Route.MetaFunction = () => [{ title: "Webhooks · Back office" }];

export default function Webhooks() {
  return (
    <SuperAdminOnly>
      <WebhooksScreen />
    </SuperAdminOnly>
  );
}
