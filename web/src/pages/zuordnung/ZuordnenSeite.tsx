/**
 * The assign page (reference §2.5 import variant, §2.11 inbox variant — one component): title
 * '<title>, id: <id> > Datensatz zuordnen'; the delivered customer and contract data; the
 * internal number with the insurance search, the customer-name search, the toggle 'transfer
 * insurance number'; 'assign customer company number' and 'create new customer'; the
 * suggestions. Success goes back where the variant came from — the import variant to
 * /intern/gdv/import (which restores its state), the inbox variant to the inbox list (pfade.ts);
 * a failure shows the answer's `fehlertext` header (reference §8). The API says whether the id
 * named an import line or a BiPRO document (`quelle`); the page is the same for both.
 *
 * Not in this product (reference §2.11 links them to the larger back-office), decided so:
 * - the insurance search (/home/versicherungsfilter/insurance-group) opens the contract of the
 *   number typed in a new tab — the suggestions are the search;
 * - 'create new customer' (/customer/maklersuche) is disabled: customers are created by booking.
 */
import { ROUTEN, ZUORDNUNG_TEXTE as T, type ZuordnungsDaten } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiFehler, rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { Ansichtsrahmen } from '../../komponenten/Ansichtsrahmen';
import { SCHALTER } from '../../komponenten/barrierefrei';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { fehlerText, useMeldungen } from '../../shell/Meldungen';
import { inNeuemTab, vertragPfad } from '../bestand/pfade';
import { Karte, kartenFeldVon } from './Karte';
import { nachErfolg } from './pfade';
import { KundenVorschlaege, VersicherungsVorschlaege } from './Vorschlaege';
import {
  formatTeildatum,
  nummerAus,
  startNummer,
  uebertragenHinweis,
  uebertragenVorbelegt,
  zuordnenGesperrt,
  zuordnenNutzlast,
} from './zuordnung';
import './zuordnung.css';

export default function ZuordnenSeite() {
  const [parameter] = useSearchParams();
  const idText = parameter.get('id');
  // Another id is another page: nothing of the last one's inputs carries over.
  return (
    <Zuordnung
      key={idText ?? ''}
      id={nummerAus(idText)}
      insuranceId={parameter.get('insuranceId')}
      fileName={parameter.get('fileName')}
    />
  );
}

function Zuordnung(p: { id: number | undefined; insuranceId: string | null; fileName: string | null }) {
  const [name, setName] = useState<string>();
  const { data, error, isLoading, isValidating, mutate } = useRoute(
    ROUTEN.datensatzZuordnenLaden,
    p.id === undefined ? null : { id: p.id, ...(name ? { name } : {}) },
    { swr: { keepPreviousData: true } },
  );

  const titel = data && p.id !== undefined ? T.seitenTitel(data.title, p.id) : T.datensatzZuordnen;
  return (
    <Ansichtsrahmen
      titel={titel}
      fehlerTestId="zuordnen-ladefehler"
      ohneAnfrage={p.id === undefined ? T.keineId : undefined}
      abfrage={{ data, error, isLoading, mutate }}
    >
      {(daten) =>
        // A failed search keeps the last data on screen; the frame says why the lists did not change.
        p.id !== undefined && (
          <Bearbeitung
            id={p.id}
            daten={daten}
            insuranceId={p.insuranceId}
            fileName={p.fileName}
            sucht={isValidating}
            onNamenssuche={setName}
          />
        )
      }
    </Ansichtsrahmen>
  );
}

function Bearbeitung(p: {
  id: number;
  daten: ZuordnungsDaten;
  insuranceId: string | null;
  fileName: string | null;
  sucht: boolean;
  onNamenssuche(name: string | undefined): void;
}) {
  const { daten } = p;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const [interneNummer, setInterneNummer] = useState(() => startNummer(p.insuranceId, daten));
  const [uebertragen, setUebertragen] = useState(() => uebertragenVorbelegt(daten));
  const [suchtext, setSuchtext] = useState('');
  const [laeuft, setLaeuft] = useState(false);
  const [fehler, setFehler] = useState<string>();
  const gesperrt = zuordnenGesperrt(daten, interneNummer);

  // A new search keeps what the person typed; a newly known number fills an empty field (while
  // this render runs; the number at the start is startNummer's).
  const [bekannteNummer, setBekannteNummer] = useState(daten.insuranceId);
  if (daten.insuranceId !== bekannteNummer) {
    setBekannteNummer(daten.insuranceId);
    if (daten.insuranceId !== undefined && interneNummer === '') setInterneNummer(String(daten.insuranceId));
  }

  async function zuordnen() {
    setLaeuft(true);
    setFehler(undefined);
    try {
      const antwort = await rufe(ROUTEN.kundeZuordnen, {
        body: zuordnenNutzlast(p.id, daten, interneNummer, uebertragen),
      });
      meldungen.erfolg(antwort.message);
      void revalidiere(daten.quelle === 'dokument' ? ROUTEN.dokumenteFilter : ROUTEN.importFilter);
      void navigate(nachErfolg(pathname));
    } catch (e) {
      // Reference §8: the text of the response header fehlertext, if present.
      setFehler(e instanceof ApiFehler && e.fehlertext ? e.fehlertext : fehlerText(e));
      setLaeuft(false);
    }
  }

  function suchen(e: FormEvent) {
    e.preventDefault();
    p.onNamenssuche(suchtext.trim() || undefined);
  }

  const F = T.felder;
  const feld = kartenFeldVon(F, daten);
  return (
    <>
      <div className="ld-karten">
        <Karte
          id="zuordnen-kundendaten"
          praefix="zuordnen-feld"
          titel={T.kundendaten}
          felder={[
            { name: 'fileName', label: F.fileName, wert: p.fileName || daten.fileName },
            feld('foreignName'),
            feld('foreignVorname'),
            feld('foreignBirthName'),
            feld('foreignAddress'),
            {
              name: 'foreignBirthDate',
              label: F.foreignBirthDate,
              wert: formatTeildatum(daten.foreignBirthDate),
            },
            feld('kundennr'),
          ]}
        />
        <Karte
          id="zuordnen-vertragsdaten"
          praefix="zuordnen-feld"
          titel={T.vertragsdaten}
          felder={[
            feld('cause'),
            feld('customerGesellId'),
            feld('foreignPersonId'),
            feld('damageNumber'),
            feld('vtgSparte'),
            feld('policeNr'),
            feld('sparteNr'),
            feld('vermittlernummer'),
          ]}
        />
      </div>

      <div className="ld-zuordnung-steuerung">
        <div className="ld-feld">
          <label htmlFor="zuordnen-interne-nummer">{T.interneNummer}</label>
          <span className="ld-eingabe-mit-knopf">
            <InputText
              id="zuordnen-interne-nummer"
              value={interneNummer}
              keyfilter="int"
              placeholder={T.interneNummerPlatzhalter}
              onChange={(e) => setInterneNummer(e.target.value)}
            />
            <Button
              id="zuordnen-versicherung-suchen"
              type="button"
              icon="pi pi-search"
              outlined
              aria-label={T.versicherungSuchen}
              tooltip={`${T.versicherungSuchen}: ${T.versicherungSuchenHinweis}`}
              tooltipOptions={{ position: 'top', showOnDisabled: true }}
              disabled={nummerAus(interneNummer) === undefined}
              onClick={() => inNeuemTab(vertragPfad(interneNummer.trim()))}
            />
          </span>
        </div>
        <form className="ld-feld" onSubmit={suchen} role="search">
          <label htmlFor="zuordnen-kundenname">{T.kundennameSuche}</label>
          <span className="ld-eingabe-mit-knopf">
            <InputText
              id="zuordnen-kundenname"
              value={suchtext}
              placeholder={T.kundennameSuchePlatzhalter}
              onChange={(e) => setSuchtext(e.target.value)}
            />
            <Button
              id="zuordnen-kunden-suchen"
              type="submit"
              icon="pi pi-search"
              outlined
              aria-label={T.kundennameSuchen}
              tooltip={T.kundennameSuchen}
              tooltipOptions={{ position: 'top' }}
              loading={p.sucht}
            />
          </span>
        </form>
        <span className="ld-schalter" title={uebertragenHinweis(daten)}>
          <InputSwitch
            inputId="zuordnen-uebertragen"
            pt={SCHALTER}
            checked={uebertragen}
            onChange={(e) => setUebertragen(e.value)}
          />
          <label htmlFor="zuordnen-uebertragen">{T.versicherungsnummerUebertragen}</label>
        </span>
      </div>

      <div className="ld-werkzeugleiste">
        <Button
          id="zuordnen-kundennummer"
          label={T.kundennummerZuordnen}
          icon="pi pi-link"
          disabled={gesperrt !== undefined || laeuft}
          loading={laeuft}
          tooltip={gesperrt}
          tooltipOptions={{ position: 'top', showOnDisabled: true }}
          onClick={() => void zuordnen()}
        />
        <Button
          id="zuordnen-neuer-kunde"
          label={T.neuerKunde}
          icon="pi pi-user-plus"
          outlined
          disabled
          tooltip={T.neuerKundeHinweis}
          tooltipOptions={{ position: 'top', showOnDisabled: true }}
        />
      </div>
      {fehler && <Fehlerleiste text={fehler} testId="zuordnen-fehler" />}

      <VersicherungsVorschlaege
        zeilen={daten.insurances}
        onUebernehmen={(id) => setInterneNummer(String(id))}
      />
      <KundenVorschlaege zeilen={daten.customers} />
    </>
  );
}
