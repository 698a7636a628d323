/**
 * The two suggestion tables of the assign page (reference §2.11, §3, §9): insurances and customers,
 * ranked by the server by how many fields match, at most 10 rows each; matching cells green and
 * marked with a check icon.
 * Insurance row actions: open the contract (new tab), take it as the internal number. Customer
 * row actions: create a new contract (not in this product: disabled, the tooltip says why),
 * open the customer's company numbers (the customer page, new tab).
 */
import { ZUORDNUNG_TEXTE as T, type ZuordnungsDaten } from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import type { DataTableValueArray } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import {
  Zeilenerweiterung,
  useZeilenerweiterung,
  type Zusatzangabe,
} from '../../komponenten/Zeilenerweiterung';
import { inNeuemTab, kundePfad, vertragPfad } from '../bestand/pfade';
import { Tabellenabschnitt } from './Tabellenabschnitt';
import { formatBetrag, formatTeildatum, maklerText } from './zuordnung';

type Versicherung = ZuordnungsDaten['insurances'][number];
type Kunde = ZuordnungsDaten['customers'][number];
type Markiert = { text?: string; green: boolean };
type MarkiertesFeld = 'policeNr' | 'name' | 'vorname' | 'kundennr' | 'street' | 'plz' | 'ort' | 'birthdate';
type KundenFeld = Kunde['green'][number];
type Format = (text?: string) => string;

const S = T.spalten;

/**
 * A column whose cell is green where the value matches the delivered data — and, not by colour
 * alone, marked by a check icon that names the match to screen readers (its `aria-label`, so
 * the cell's text stays the value) and in its tooltip.
 */
function markierteSpalte<Z>(feld: string, header: string, wert: (zeile: Z) => Markiert, format: Format) {
  return (
    <Column
      key={feld}
      field={feld}
      header={header}
      bodyClassName={(z: Z) => (wert(z).green ? 'ld-gruen' : '')}
      body={(z: Z) => {
        const { text, green } = wert(z);
        return (
          <span title={green ? T.uebereinstimmung : undefined} data-gruen={green}>
            {format(text)}
            {green && (
              <i className="pi pi-check-circle ld-treffer" role="img" aria-label={T.uebereinstimmung} />
            )}
          </span>
        );
      }}
    />
  );
}

const ohneFormat: Format = (t) => t ?? '';
const versicherungsSpalte = (feld: MarkiertesFeld, format = ohneFormat) =>
  markierteSpalte(`${feld}.text`, S[feld], (v: Versicherung) => v[feld], format);
const kundenSpalte = (feld: KundenFeld, format = ohneFormat) =>
  markierteSpalte(feld, S[feld], (k: Kunde) => ({ text: k[feld], green: k.green.includes(feld) }), format);

/**
 * A suggestion table: the row actions in front; the columns that do not fit a 1280 px window
 * in the row's expansion (`erweiterung`), so the table fits without scrolling sideways.
 */
function Vorschlagstabelle<Z extends DataTableValueArray>(p: {
  id: string;
  titel: string;
  zeilen: Z;
  dataKey: string;
  /** Class of every row (the browser tests find the rows by it). */
  zeilenKlasse: string;
  aktionen(zeile: Z[number]): ReactNode;
  erweiterung?(zeile: Z[number]): Zusatzangabe[];
  children: ReactNode;
}) {
  const aufgeklappt = useZeilenerweiterung();
  const erweiterung = p.erweiterung;
  return (
    <Tabellenabschnitt
      id={p.id}
      titel={p.titel}
      value={p.zeilen}
      dataKey={p.dataKey}
      rowClassName={() => p.zeilenKlasse}
      emptyMessage={T.keineVorschlaege}
      {...(erweiterung && {
        ...aufgeklappt,
        rowExpansionTemplate: (z: Z[number]) => (
          <Zeilenerweiterung
            testId={`${p.id}-erweiterung-${String(z[p.dataKey])}`}
            angaben={erweiterung(z)}
          />
        ),
      })}
    >
      {erweiterung && <Column expander style={{ width: '2.5rem' }} />}
      <Column
        header=""
        body={(z: Z[number]) => <span className="ld-zeilenaktionen">{p.aktionen(z)}</span>}
        style={{ width: '5.5rem' }}
      />
      {p.children}
    </Tabellenabschnitt>
  );
}

export function VersicherungsVorschlaege(p: { zeilen: Versicherung[]; onUebernehmen(id: number): void }) {
  const aktionen = (v: Versicherung) => (
    <>
      <ZeilenAktion
        label={T.vertragOeffnen}
        icon="pi pi-external-link"
        onClick={() => inNeuemTab(vertragPfad(v.insuranceId))}
        testId={`vorschlag-vertrag-oeffnen-${v.insuranceId}`}
      />
      <ZeilenAktion
        label={T.vertragUebernehmen}
        icon="pi pi-check-square"
        onClick={() => p.onUebernehmen(v.insuranceId)}
        testId={`vorschlag-vertrag-uebernehmen-${v.insuranceId}`}
      />
    </>
  );
  return (
    <Vorschlagstabelle
      id="vorschlaege-versicherungen"
      titel={T.versicherungen}
      zeilen={p.zeilen}
      dataKey="id"
      zeilenKlasse="vorschlag-versicherung"
      aktionen={aktionen}
      erweiterung={(v: Versicherung) => [
        { label: S.gesellschaft, wert: v.gesellschaft },
        { label: S.sparte, wert: v.sparte },
        { label: S.begin, wert: formatTeildatum(v.begin) },
        { label: S.beitrag, wert: formatBetrag(v.beitrag) },
        { label: S.status, wert: v.status },
        { label: S.gesellnr, wert: v.gesellnr },
        { label: S.makler, wert: maklerText(v) },
      ]}
    >
      <Column
        field="insuranceId"
        header={S.insuranceId}
        body={(v: Versicherung) => (
          <span data-testid={`vorschlag-vertrag-${v.insuranceId}`}>
            {v.insuranceId}
            {v.current && <Tag value={T.aktuell} severity="info" className="ld-aktuell" />}
          </span>
        )}
      />
      {versicherungsSpalte('policeNr')}
      {versicherungsSpalte('name')}
      {versicherungsSpalte('vorname')}
      {versicherungsSpalte('kundennr')}
      {versicherungsSpalte('street')}
      {versicherungsSpalte('plz')}
      {versicherungsSpalte('ort')}
      {versicherungsSpalte('birthdate', formatTeildatum)}
    </Vorschlagstabelle>
  );
}

export function KundenVorschlaege(p: { zeilen: Kunde[] }) {
  const aktionen = (k: Kunde) => (
    <>
      <ZeilenAktion
        label={T.neuerVertrag}
        icon="pi pi-plus-circle"
        disabled
        hinweis={T.neuerVertragHinweis}
        testId={`vorschlag-kunde-neuer-vertrag-${k.kundennr}`}
      />
      <ZeilenAktion
        label={T.kundennummernOeffnen}
        icon="pi pi-id-card"
        onClick={() => inNeuemTab(kundePfad(k.kundennr))}
        testId={`vorschlag-kunde-oeffnen-${k.kundennr}`}
      />
    </>
  );
  return (
    <Vorschlagstabelle
      id="vorschlaege-kunden"
      titel={T.kunden}
      zeilen={p.zeilen}
      dataKey="kundennr"
      zeilenKlasse="vorschlag-kunde"
      aktionen={aktionen}
    >
      {kundenSpalte('kundennr')}
      {kundenSpalte('name')}
      {kundenSpalte('vorname')}
      {kundenSpalte('street')}
      {kundenSpalte('plz')}
      {kundenSpalte('ort')}
      {kundenSpalte('birthdate', formatTeildatum)}
      <Column field="gesellnr" header={S.gesellnr} />
      <Column field="maklernr" header={S.makler} body={(k: Kunde) => maklerText(k)} />
    </Vorschlagstabelle>
  );
}
