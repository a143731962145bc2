import { Copy } from "lucide-react";
import type { ReactNode } from "react";
import { copyText } from "../../../lib/admin/clipboard.ts";
import { Button } from "./button.tsx";

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, children, className }: { text: string; children: ReactNode; className?: string }) {
  return (
    <Button
      variant="secondary"
      icon={<Copy aria-hidden className="size-4" />}
      onClick={() => copyText(text)}
      className={className}
    >
      {children}
    </Button>
  );
}
