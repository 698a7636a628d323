/**
 * Add/edit dialog of a BiPRO category. Validation is the shared `kategorieEingabe` schema — the
 * same the API applies — checked on every change; each field shows its message below it.
 */
import {
  kategorieEingabe,
  MELDUNGEN,
  MSC_DATEIKATEGORIEN,
  VERTRAGS_STATUS,
  type BiproKategorie,
  type KategorieEingabe,
} from '@lieferdesk/shared';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { TextFeld, ZahlFeld } from '../../komponenten/Formularfeld';
import { FormularDialog } from '../../komponenten/FormularDialog';
import { useFormular } from '../../komponenten/useFormular';

const F = MELDUNGEN.kategorieFelder;

interface Entwurf {
  gevoArt: number | null;
  hauptKategorie: string;
  unterKategorie: string;
  kategorieFK: number | null;
  statusFK: number | null;
  transferNorm: string;
  zuordnungsAttribute: string;
}
type Feld = keyof Entwurf;

export const LEER: Entwurf = {
  gevoArt: null,
  hauptKategorie: '',
  unterKategorie: '',
  kategorieFK: null,
  statusFK: null,
  transferNorm: '',
  zuordnungsAttribute: '',
};

function entwurfVon(k: BiproKategorie | undefined): Entwurf {
  if (!k) return LEER;
  return {
    gevoArt: k.gevoArt,
    hauptKategorie: k.hauptKategorie,
    unterKategorie: k.unterKategorie,
    kategorieFK: k.kategorieFK,
    statusFK: k.statusFK ?? null,
    transferNorm: k.transferNorm ?? '',
    zuordnungsAttribute: k.zuordnungsAttribute ?? '',
  };
}

/** Runs the shared schema; empty number fields are "missing", so the reference's required texts appear. */
export function pruefeEntwurf(e: Entwurf): {
  daten?: KategorieEingabe;
  fehler: Partial<Record<Feld, string>>;
} {
  const ergebnis = kategorieEingabe.safeParse({
    ...e,
    gevoArt: e.gevoArt ?? undefined,
    kategorieFK: e.kategorieFK ?? undefined,
  });
  if (ergebnis.success) return { daten: ergebnis.data, fehler: {} };
  const fehler: Partial<Record<Feld, string>> = {};
  for (const issue of ergebnis.error.issues) {
    const feld = issue.path[0];
    if (typeof feld === 'string' && feld in LEER) fehler[feld as Feld] ??= issue.message;
  }
  return { fehler };
}

export interface KategorieDialogProps {
  /** The category to edit; without one the dialog adds a new category. */
  kategorie?: BiproKategorie;
  onSpeichern(eingabe: KategorieEingabe): Promise<void>;
  onAbbrechen(): void;
}

export function KategorieDialog({ kategorie, onSpeichern, onAbbrechen }: KategorieDialogProps) {
  const bearbeiten = kategorie !== undefined;
  const formular = useFormular({
    start: () => entwurfVon(kategorie),
    pruefe: pruefeEntwurf,
    onSpeichern,
  });
  const { entwurf, setze, meldung, bindung } = formular;

  return (
    <FormularDialog
      praefix="kategorie"
      titel={bearbeiten ? MELDUNGEN.kategorieBearbeitenTitel : MELDUNGEN.kategorieHinzufuegenTitel}
      formular={formular}
      onAbbrechen={onAbbrechen}
      breite={{ rem: 36, umbruchPx: 640 }}
      // The Gevo Art is the key: fixed once the category exists.
      fokus={bearbeiten ? 'kategorie-hauptkategorie' : 'kategorie-gevoart'}
    >
      <ZahlFeld
        id="kategorie-gevoart"
        beschriftung={F.gevoArt}
        {...bindung('gevoArt')}
        max={999_999_999}
        disabled={bearbeiten}
        aria-describedby="kategorie-gevoart-fehler"
      />
      <TextFeld
        id="kategorie-hauptkategorie"
        beschriftung={F.hauptKategorie}
        {...bindung('hauptKategorie')}
        aria-describedby="kategorie-hauptkategorie-fehler"
      />
      <TextFeld
        id="kategorie-unterkategorie"
        beschriftung={F.unterKategorie}
        {...bindung('unterKategorie')}
        aria-describedby="kategorie-unterkategorie-fehler"
      />
      <AuswahlFeld
        id="kategorie-mscdateikategorie"
        beschriftung={F.kategorieFK}
        pruefung={{ meldung: meldung('kategorieFK') }}
        value={entwurf.kategorieFK}
        options={[...MSC_DATEIKATEGORIEN]}
        optionValue="id"
        placeholder={MELDUNGEN.bitteWaehlen}
        onChange={(e) => setze('kategorieFK', typeof e.value === 'number' ? e.value : null)}
      />
      <AuswahlFeld
        id="kategorie-status"
        beschriftung={F.statusFK}
        pruefung={{ meldung: meldung('statusFK') }}
        value={entwurf.statusFK}
        options={[...VERTRAGS_STATUS]}
        optionValue="id"
        placeholder={MELDUNGEN.kategorieKeinStatus}
        showClear
        onChange={(e) => setze('statusFK', typeof e.value === 'number' ? e.value : null)}
      />
      <TextFeld
        id="kategorie-transfernorm"
        beschriftung={F.transferNorm}
        {...bindung('transferNorm')}
        maxLength={20}
      />
      <TextFeld
        id="kategorie-zuordnungsattribute"
        beschriftung={F.zuordnungsAttribute}
        {...bindung('zuordnungsAttribute')}
        maxLength={500}
      />
    </FormularDialog>
  );
}
