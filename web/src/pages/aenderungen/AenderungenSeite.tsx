/**
 * The change log (not in the reference): who changed which setting when, a month at a time,
 * newest first, of all areas or one. Internal users only, as its route.
 */
import {
  AENDERUNGEN_TEXTE as T,
  AENDERUNGSAKTIONEN,
  AENDERUNGSBEREICHE,
  MELDUNGEN,
  ROUTEN,
  type Aenderung,
  type Aenderungsbereich,
} from '@lieferdesk/shared';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useRoute } from '../../api/useRoute';
import { formatZeitpunkt } from '../../format';
import { heute, isoTag } from '../../kalender';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { kalenderPassThrough } from '../../komponenten/barrierefrei';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { antwortDerSuche } from '../../komponenten/liste';
import { useListentabelle, zellentext } from '../../komponenten/Listentabelle';
import { gesetzteWerte } from './gesetzteWerte';
import './aenderungen.css';

const S = T.spalten;
/** 'alle': PrimeReact's dropdown shows no option for a null value. */
const ALLE = 'alle';
const BEREICH_OPTIONEN = [
  { label: T.filter.alleBereiche, value: ALLE },
  ...Object.entries(AENDERUNGSBEREICHE).map(([value, label]) => ({ label, value })),
];

/** The first day of the month the picker shows. */
const monatsanfang = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);

export default function AenderungenSeite() {
  const [monat, setMonat] = useState<Date>(() => monatsanfang(heute()));
  const [bereich, setBereich] = useState<Aenderungsbereich | typeof ALLE>(ALLE);
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.aenderungenListe, {
    monat: isoTag(monat).slice(0, 7),
    ...(bereich === ALLE ? {} : { bereich }),
  });
  const antwort = antwortDerSuche({ data, error });
  const { tabelle } = useListentabelle('aenderungen', { sortField: 'zeitpunkt', sortOrder: -1 });

  return (
    <section>
      <h1 className="ld-titel">{T.titel}</h1>
      <p className="ld-aenderungen-einleitung">{T.einleitung}</p>
      <div className="ld-aenderungen-filter">
        <span className="ld-feld">
          <label htmlFor="aenderungen-monat">{T.filter.monat}</label>
          <Calendar
            inputId="aenderungen-monat"
            value={monat}
            onChange={(e) => e.value instanceof Date && setMonat(monatsanfang(e.value))}
            view="month"
            dateFormat="mm.yy"
            maxDate={heute()}
            showIcon
            showOnFocus={false}
            locale="de"
            pt={kalenderPassThrough(monat)}
          />
        </span>
        <AuswahlFeld
          id="aenderungen-bereich"
          beschriftung={T.filter.bereich}
          value={bereich}
          options={BEREICH_OPTIONEN}
          onChange={(e) => setBereich(e.value as Aenderungsbereich | typeof ALLE)}
        />
      </div>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && <Message severity="info" text={antwort.mess} />}

      <DataTable
        id="aenderungen-tabelle"
        className="ld-tabelle"
        value={antwort?.rows ?? []}
        dataKey="id"
        loading={isLoading}
        {...tabelle}
        emptyMessage={error ? MELDUNGEN.sucheFehler : T.keineEintraege}
        rowClassName={() => 'aenderung-zeile'}
      >
        <Column
          field="zeitpunkt"
          header={S.zeitpunkt}
          sortable
          body={(a: Aenderung) => formatZeitpunkt(a.zeitpunkt, { sekunden: true })}
          className="ld-aenderungen-zeit"
        />
        <Column field="benutzer" header={S.benutzer} sortable />
        <Column
          field="bereich"
          header={S.bereich}
          sortable
          body={(a: Aenderung) => AENDERUNGSBEREICHE[a.bereich]}
        />
        <Column
          field="aktion"
          header={S.aktion}
          sortable
          body={(a: Aenderung) => AENDERUNGSAKTIONEN[a.aktion]}
        />
        <Column field="objekt" header={S.objekt} sortable />
        <Column
          field="eingabe"
          header={S.eingabe}
          body={(a: Aenderung) => zellentext(gesetzteWerte(a.eingabe))}
        />
      </DataTable>
    </section>
  );
}
