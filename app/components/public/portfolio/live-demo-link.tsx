import { ExternalLink } from "lucide-react";
import { ExternalButtonLink } from "../ui/button";

/** "Live Demo", opening the item's own site; nothing when it has none. */
export function LiveDemoLink({ url, variant }: { url: string; variant?: "secondary" }) {
  if (!url) return null;
  return (
    <ExternalButtonLink href={url} variant={variant} size="lg" className="w-full">
      Live Demo <ExternalLink aria-hidden="true" className="size-4" />
    </ExternalButtonLink>
  );
}
