import { Mail, MessageCircle, Phone } from "lucide-react";
import { internationalDigits } from "../../../domain/phone-rules.ts";

const link = "inline-flex items-center gap-1 break-all text-admin-600 underline hover:text-admin-700";

/** An e-mail address as a link that opens the staff member's mail program on it. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={link}>
      <Mail aria-hidden className="size-3.5 shrink-0" />
      {address}
    </a>
  );
}

/**
 * A phone number as a `tel:` link (a call from a phone or a softphone) with a WhatsApp link beside it;
 * a number too short to dial stays text.
 */
export function PhoneLinks({ number, shown = number }: { number: string; shown?: string }) {
  const digits = internationalDigits(number);
  if (digits === null) return <span>{shown}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={`tel:+${digits}`} className={link}>
        <Phone aria-hidden className="size-3.5 shrink-0" />
        {shown}
      </a>
      <a
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noreferrer noopener"
        aria-label={`WhatsApp ${shown}`}
        className={link}
      >
        <MessageCircle aria-hidden className="size-3.5 shrink-0" />
        WhatsApp
      </a>
    </span>
  );
}

/** The fields of a lead or a user that hold an e-mail address or a phone number. */
const emailFields = new Set(["email", "subscriberEmail"]);
const phoneFields = new Set(["phone", "phoneNumber", "contactNumber"]);

/** A details view's value as a contact link, when its field holds an address or a number. */
export function contactLink(key: string, value: string) {
  if (emailFields.has(key) && value.includes("@")) return <EmailLink address={value} />;
  if (phoneFields.has(key)) return <PhoneLinks number={value} />;
  return null;
}
