import { HONEYPOT_FIELD } from "../../../../domain/honeypot-field";
import { useMessages } from "../../../lib/messages";

/**
 * The spam trap every public form carries: off-screen and out of the tab order, so people never
 * fill it; bots that do are answered as if stored (the server decides, see domain/honeypot.ts).
 */
export function HoneypotField() {
  const m = useMessages().chrome;
  return (
    <div aria-hidden="true" className="-start-[10000px] absolute h-px w-px overflow-hidden">
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>{m.honeypot}</label>
      <input
        id={`field-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
