import { useEffect, useState } from "react";
import { Spinner } from "../ui/spinner.tsx";

/**
 * The QR code of an otpauth:// URL, drawn here in the browser as SVG: the secret never goes to an
 * outside service. The library is loaded only when a code is shown.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setSrc("");
      });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className="flex size-48 items-center justify-center rounded-xl border border-slate-200 bg-white p-2">
      {src === null ? (
        <Spinner />
      ) : src ? (
        <img src={src} alt={label} width={176} height={176} className="size-44" />
      ) : (
        <p className="p-2 text-center text-xs text-slate-500">The QR code could not be drawn: type the key instead.</p>
      )}
    </div>
  );
}
