/**
 * The header action 'show broker blacklist' (reference §2.10): toggles a text field holding the
 * broker blacklist — structure-leader broker numbers, comma-separated, whose structures the
 * suggestion search leaves out. Everyone may read it; only internal users change it (the save
 * route is theirs): for the others the field is read-only and says so. Hiding the field keeps
 * what was typed; saving shows the list as the server keeps it.
 */
import { hatBerechtigung, POSTEINGANG_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';

const B = POSTEINGANG_TEXTE.blacklist;

/** The toggle for the page's header. */
export function BlacklistUmschalter({ offen, onUmschalten }: { offen: boolean; onUmschalten(): void }) {
  return (
    <Button
      id="posteingang-blacklist-umschalten"
      type="button"
      label={offen ? B.ausblenden : B.anzeigen}
      icon={offen ? 'pi pi-eye-slash' : 'pi pi-eye'}
      outlined
      aria-expanded={offen}
      aria-controls="posteingang-blacklist"
      onClick={onUmschalten}
    />
  );
}

/** The field; mounted while the page is, shown while `offen`, so a typed draft survives hiding. */
export function Blacklist({ offen }: { offen: boolean }) {
  const ich = useBenutzer();
  const meldungen = useMeldungen();
  const darfSpeichern = hatBerechtigung(ich, ROUTEN.maklerBlacklistSpeichern.berechtigung);
  // Read when first shown, not with every visit of the page.
  const [gezeigt, setGezeigt] = useState(offen);
  if (offen && !gezeigt) setGezeigt(true);
  const { data, error, mutate } = useRoute(ROUTEN.maklerBlacklistLaden, gezeigt ? undefined : null);
  const [entwurf, setEntwurf] = useState<string | null>(null);
  const [speichert, setSpeichert] = useState(false);
  const text = entwurf ?? data?.blacklist ?? '';

  async function speichern() {
    setSpeichert(true);
    try {
      // Line breaks typed in the field separate numbers as commas do (a query value holds none).
      const blacklist = text.replace(/\s*[\r\n]+\s*/g, ', ');
      const gespeichert = await rufe(ROUTEN.maklerBlacklistSpeichern, { query: { blacklist } });
      await mutate(gespeichert, { revalidate: false });
      setEntwurf(null);
      meldungen.erfolg(B.gespeichert);
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setSpeichert(false);
    }
  }

  if (!offen) return null;
  return (
    <div id="posteingang-blacklist" className="ld-posteingang-blacklist">
      <div className="ld-feld">
        <label htmlFor="posteingang-blacklist-text">{B.feld}</label>
        <InputTextarea
          id="posteingang-blacklist-text"
          value={text}
          rows={2}
          readOnly={!darfSpeichern}
          aria-describedby="posteingang-blacklist-hinweis"
          disabled={data === undefined && entwurf === null}
          onChange={(e) => setEntwurf(e.target.value)}
        />
        <small id="posteingang-blacklist-hinweis">
          {darfSpeichern ? B.hinweis : `${B.hinweis} ${B.nurIntern}`}
        </small>
      </div>
      {darfSpeichern && (
        <Button
          id="posteingang-blacklist-speichern"
          type="button"
          label={B.speichern}
          icon="pi pi-save"
          disabled={speichert || data === undefined || entwurf === null}
          onClick={() => void speichern()}
        />
      )}
      {error && <Fehlerleiste fehler={error} einleitung={B.ladenFehler} onErneut={mutate} />}
    </div>
  );
}
