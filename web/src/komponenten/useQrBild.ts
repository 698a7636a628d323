/**
 * An otpauth URI as a QR code image (a data URL), for the authenticator set-up at the first
 * sign-in and on the account page. The QR library loads only when a set-up is shown (almost
 * nobody sees one twice); until then, and if drawing fails, null — the key stays readable beside it.
 */
import { useEffect, useState } from 'react';

export function useQrBild(uri: string, breite = 200): string | null {
  // The image with the URI it shows: a new URI never shows the last one's code meanwhile.
  const [bild, setBild] = useState<{ uri: string; daten: string } | null>(null);
  useEffect(() => {
    let aktiv = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: breite }))
      .then((daten) => aktiv && setBild({ uri, daten }))
      .catch(() => undefined);
    return () => {
      aktiv = false;
    };
  }, [uri, breite]);
  return bild?.uri === uri ? bild.daten : null;
}
