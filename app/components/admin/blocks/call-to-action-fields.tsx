import { useState } from "react";
import { addressOf } from "../../../../domain/addresses.ts";
import { callToActionDefault, isAllowedLink } from "../../../../domain/blocks.ts";
import { navigationBuiltInPages } from "../../../../domain/navigation.ts";
import { useLinkChoices } from "../site/navigation-link-fields.tsx";
import { SelectField, TextField } from "../ui/fields.tsx";

type Attrs = Record<string, unknown>;
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

export const callToActionMessages = {
  address: "A path on this site (/pricing, /blog/…, /services/…) or a full https:// address",
} as const;

/**
 * A call to action's fields (ADR 0237): its words, and where its button goes — one of the site's
 * own pages, a page or an article chosen by name (its address filled in: a later rename answers
 * one 301 to the new one), or any path or outside address typed.
 */
export function CallToActionFields({ attrs, update }: { attrs: Attrs; update: (change: object) => void }) {
  const href = stringOf(attrs.href) || callToActionDefault;
  const [address, setAddress] = useState(href);
  const { data: choices } = useLinkChoices();
  const known = [
    ...navigationBuiltInPages.map((page) => ({ value: page.to, label: `${page.label} (${page.to})` })),
    ...(choices?.page ?? []).map((page) => ({ value: addressOf.page(page), label: `Page: ${page.title}` })),
    ...(choices?.article ?? []).map((article) => ({
      value: addressOf.article(article),
      label: `Article: ${article.title}`,
    })),
  ];
  const chosen = known.some((option) => option.value === href) ? href : "other";
  const valid = isAllowedLink(address.trim());
  const go = (to: string) => {
    setAddress(to);
    if (isAllowedLink(to.trim())) update({ href: to.trim() });
  };
  return (
    <>
      <TextField
        label="Button label"
        required
        value={stringOf(attrs.label)}
        maxLength={40}
        onChange={(event) => update({ label: event.target.value })}
      />
      <SelectField
        label="Button goes to"
        value={chosen}
        onChange={(event) => go(event.target.value === "other" ? "https://" : event.target.value)}
      >
        {known.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value="other">Another address (type it below)</option>
      </SelectField>
      <TextField
        label="Button address"
        required
        value={address}
        autoCapitalize="none"
        spellCheck={false}
        error={valid ? undefined : callToActionMessages.address}
        hint="A record of this site by its path (/services/…, /projects/…), or an address on another site."
        onChange={(event) => go(event.target.value)}
      />
      <TextField
        label="Text above the button"
        value={stringOf(attrs.text)}
        maxLength={300}
        onChange={(event) => update({ text: event.target.value })}
      />
    </>
  );
}
