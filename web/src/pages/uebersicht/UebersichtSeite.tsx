/**
 * The start page 'Übersicht' (issue 24 §1; not in the reference): what needs attention today —
 * failed and overdue downloads, missed planned runs, unassigned documents per insurer, each a link
 * into the screen that lists them — and two charts with their tables: the deliveries per day of
 * the last 30 days by kind of file (of all insurers or one), and the automatic assignment rate
 * per insurer over the last 12 weeks. One call answers all of it (ROUTEN.uebersichtKennzahlen),
 * in the user's scope: a broker sees his own share.
 */
import {
  MELDUNGEN,
  MONITOR_TEXTE,
  ROUTEN,
  UEBERSICHT_TEXTE as T,
  type UebersichtAntwort,
} from '@lieferdesk/shared';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRoute } from '../../api/useRoute';
import { formatAnzahl, formatDatum, formatZeitpunkt } from '../../format';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { statusPfad } from '../downloadUebersicht/uebersicht';
import { offeneDokumentePfad } from '../posteingang/posteingang';
import { DiagrammMitTabelle } from './DiagrammMitTabelle';
import {
  gesellschaftsAuswahl,
  kurzeWoche,
  LIEFER_OPTIONEN,
  LIEFERARTEN,
  lieferDiagramm,
  lieferZeilen,
  monitorZiel,
  QUOTE_OPTIONEN,
  quoteDiagramm,
  quoteZeilen,
  ZIELE,
} from './uebersicht';
import './uebersicht.css';

/** 'alle': PrimeReact's dropdown shows no option for a null value. */
const ALLE = -1;

export default function UebersichtSeite() {
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.uebersichtKennzahlen);
  return (
    <section className="ld-uebersicht">
      <h1 className="ld-titel">{T.titel}</h1>
      {error && <Fehlerleiste fehler={error} einleitung={T.fehler} onErneut={mutate} />}
      {isLoading && <ProgressSpinner aria-label={MELDUNGEN.laedt} />}
      {data && <Inhalt a={data} />}
    </section>
  );
}

function Inhalt({ a }: { a: UebersichtAntwort }) {
  return (
    <>
      <p className="ld-uebersicht-stand" data-testid="uebersicht-stand">
        {T.stand(formatZeitpunkt(a.stand))}
      </p>
      <Aufmerksamkeit a={a} />
      <div className="ld-uebersicht-raster">
        <Lieferungen a={a} />
        <Quote a={a} />
        <OffeneDokumente a={a} />
        {a.fehlerhafteZeilen && <FehlerhafteZeilen a={a} zeilen={a.fehlerhafteZeilen} />}
      </div>
    </>
  );
}

function Aufmerksamkeit({ a }: { a: UebersichtAntwort }) {
  const punkte = [
    {
      id: 'abholung-fehlgeschlagen',
      text: T.aufmerksamkeit.abholungFehlgeschlagen,
      anzahl: a.abholungen.fehlgeschlagen,
      ziel: statusPfad(ZIELE.downloadUebersicht, 'fehlgeschlagen'),
    },
    {
      id: 'abholung-ueberfaellig',
      text: T.aufmerksamkeit.abholungUeberfaellig,
      anzahl: a.abholungen.ueberfaellig,
      ziel: statusPfad(ZIELE.downloadUebersicht, 'ueberfaellig'),
    },
    ...(a.verpassteLaeufe ?? []).map((v) => ({
      id: `verpasste-laeufe-${v.modus}`,
      text: T.aufmerksamkeit.verpassteLaeufe(MONITOR_TEXTE.modus[v.modus]),
      anzahl: v.anzahl,
      ziel: monitorZiel(a, v.modus, 'verpasst'),
    })),
  ];
  return (
    <section className="ld-uebersicht-kachel" aria-labelledby="uebersicht-aufmerksamkeit">
      <h2 id="uebersicht-aufmerksamkeit">{T.aufmerksamkeit.titel}</h2>
      <ul className="ld-uebersicht-punkte">
        {punkte.map((p) => (
          <li key={p.id} data-testid={`uebersicht-${p.id}`}>
            <Link to={p.ziel} className={p.anzahl > 0 ? 'ld-uebersicht-warnung' : undefined}>
              <span className="ld-uebersicht-zahl">{formatAnzahl(p.anzahl)}</span> {p.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Lieferungen({ a }: { a: UebersichtAntwort }) {
  const [gesellschaft, setGesellschaft] = useState(ALLE);
  const optionen = useMemo(
    () => [{ label: T.lieferungen.alleGesellschaften, value: ALLE }, ...gesellschaftsAuswahl(a)],
    [a],
  );
  const zeilen = useMemo(
    () => lieferZeilen(a, gesellschaft === ALLE ? null : gesellschaft),
    [a, gesellschaft],
  );
  const daten = useMemo(() => lieferDiagramm(zeilen), [zeilen]);
  const S = T.lieferungen;
  return (
    <DiagrammMitTabelle
      id="uebersicht-lieferungen"
      titel={S.titel}
      typ="bar"
      daten={daten}
      optionen={LIEFER_OPTIONEN}
      kopf={
        <AuswahlFeld
          id="uebersicht-gesellschaft"
          beschriftung={S.gesellschaft}
          nebeneinander
          value={gesellschaft}
          options={optionen}
          onChange={(e) => setGesellschaft(e.value as number)}
        />
      }
      tabelle={
        <table className="ld-uebersicht-tabelle" data-testid="uebersicht-lieferungen-tabelle">
          <caption>{S.titel}</caption>
          <thead>
            <tr>
              <th scope="col">{S.tag}</th>
              {LIEFERARTEN.map((art) => (
                <th key={art} scope="col">
                  {S[art]}
                </th>
              ))}
              <th scope="col">{S.summe}</th>
            </tr>
          </thead>
          <tbody>
            {zeilen.map((z) => (
              <tr key={z.tag}>
                <th scope="row">{formatDatum(z.tag)}</th>
                {LIEFERARTEN.map((art) => (
                  <td key={art}>{formatAnzahl(z[art])}</td>
                ))}
                <td>{formatAnzahl(z.summe)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function Quote({ a }: { a: UebersichtAntwort }) {
  const daten = useMemo(() => quoteDiagramm(a), [a]);
  const zeilen = useMemo(() => quoteZeilen(a), [a]);
  const S = T.quote;
  return (
    <DiagrammMitTabelle
      id="uebersicht-quote"
      titel={S.titel}
      typ="line"
      daten={daten}
      optionen={QUOTE_OPTIONEN}
      tabelle={
        zeilen.length === 0 ? (
          <p>{T.keineDaten}</p>
        ) : (
          <table className="ld-uebersicht-tabelle" data-testid="uebersicht-quote-tabelle">
            <caption>{S.titel}</caption>
            <thead>
              <tr>
                <th scope="col">{S.woche}</th>
                <th scope="col">{S.gesellschaft}</th>
                <th scope="col">{S.geliefert}</th>
                <th scope="col">{S.automatisch}</th>
                <th scope="col">{S.quote}</th>
              </tr>
            </thead>
            <tbody>
              {zeilen.map((z) => (
                <tr key={`${z.woche}|${z.gesellschaft}`}>
                  <th scope="row">{kurzeWoche(z.woche)}</th>
                  <td>{z.gesellschaft}</td>
                  <td>{formatAnzahl(z.geliefert)}</td>
                  <td>{formatAnzahl(z.automatisch)}</td>
                  <td>{z.prozent === undefined ? S.keine : `${z.prozent} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}

function OffeneDokumente({ a }: { a: UebersichtAntwort }) {
  const namen = new Map(a.gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  const S = T.offen;
  return (
    <section
      className="ld-uebersicht-kachel"
      aria-labelledby="uebersicht-offen-titel"
      data-testid="uebersicht-offen"
    >
      <h2 id="uebersicht-offen-titel">{S.titel}</h2>
      <p className="ld-uebersicht-stand">{S.seit(formatDatum(a.offenAb))}</p>
      {a.offeneDokumente.length === 0 ? (
        <p>{S.keine}</p>
      ) : (
        <table className="ld-uebersicht-tabelle">
          <thead>
            <tr>
              <th scope="col">{S.gesellschaft}</th>
              <th scope="col">{S.anzahl}</th>
            </tr>
          </thead>
          <tbody>
            {a.offeneDokumente.map((o) => {
              const name = namen.get(o.gesellschaftId) ?? String(o.gesellschaftId);
              return (
                <tr key={o.gesellschaftId}>
                  <th scope="row">{name}</th>
                  <td>
                    <Link
                      to={offeneDokumentePfad(ZIELE.dokumente, o.gesellschaftId, a.offenAb)}
                      aria-label={S.link(o.anzahl, name)}
                      data-testid={`uebersicht-offen-${o.gesellschaftId}`}
                    >
                      {formatAnzahl(o.anzahl)}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FehlerhafteZeilen({
  a,
  zeilen,
}: {
  a: UebersichtAntwort;
  zeilen: NonNullable<UebersichtAntwort['fehlerhafteZeilen']>;
}) {
  const S = T.fehlerhaft;
  return (
    <section
      className="ld-uebersicht-kachel"
      aria-labelledby="uebersicht-fehlerhaft-titel"
      data-testid="uebersicht-fehlerhaft"
    >
      <h2 id="uebersicht-fehlerhaft-titel">{S.titel}</h2>
      {zeilen.length === 0 ? (
        <p>{S.keine}</p>
      ) : (
        <table className="ld-uebersicht-tabelle">
          <thead>
            <tr>
              <th scope="col">{S.gesellschaft}</th>
              <th scope="col">{S.monitor}</th>
              <th scope="col">{S.dateien}</th>
              <th scope="col">{S.zeilen}</th>
            </tr>
          </thead>
          <tbody>
            {zeilen.map((z) => {
              const name = z.gesellschaft || S.ohneGesellschaft;
              return (
                <tr key={`${z.modus}|${z.gesellschaft}`}>
                  <th scope="row">{name}</th>
                  <td>{MONITOR_TEXTE.modus[z.modus]}</td>
                  <td>{formatAnzahl(z.dateien)}</td>
                  <td>
                    {/* Files without a company: the monitor's filter cannot name them alone. */}
                    {z.gesellschaft === '' ? (
                      formatAnzahl(z.zeilen)
                    ) : (
                      <Link
                        to={monitorZiel(a, z.modus, 'fehlerhaft', z.filterWert)}
                        aria-label={S.link(z.zeilen, name)}
                        data-testid={`uebersicht-fehlerhaft-${z.modus}-${z.filterWert}`}
                      >
                        {formatAnzahl(z.zeilen)}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
