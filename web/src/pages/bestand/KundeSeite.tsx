/**
 * The read-only customer page (/home/kunden/{kundennr}, our address): the customer, the
 * insurers' customer numbers he is known under (reference §2.11 "open customer company numbers") and
 * his contracts, each a link to its contract page.
 */
import { ROUTEN, ZUORDNUNG_TEXTE as T, type KundenAnsicht } from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { Link } from 'react-router-dom';
import { Karte, kartenFeldVon } from '../zuordnung/Karte';
import { Tabellenabschnitt } from '../zuordnung/Tabellenabschnitt';
import { anschriftText, formatBetrag, formatTeildatum, maklerText } from '../zuordnung/zuordnung';
import { Bestandsseite } from './Bestandsseite';
import { vertragPfad } from './pfade';

type Vertrag = KundenAnsicht['vertraege'][number];

export default function KundeSeite() {
  return (
    <Bestandsseite
      route={ROUTEN.kundeLaden}
      parameter="kundennr"
      anfrage={(kundennr) => ({ kundennr })}
      titel={T.kundeTitel}
      fehlerTestId="kunde-fehler"
    >
      {(data) => <KundenInhalt data={data} />}
    </Bestandsseite>
  );
}

function KundenInhalt({ data }: { data: KundenAnsicht }) {
  const K = T.kundenFelder;
  const feld = kartenFeldVon(K, data);
  return (
    <>
      <div className="ld-karten">
        <Karte
          id="kunde-daten"
          praefix="kunde-feld"
          titel={T.kunde}
          felder={[
            feld('name'),
            feld('vorname'),
            { name: 'geburtsdatum', label: K.geburtsdatum, wert: formatTeildatum(data.geburtsdatum) },
            { name: 'anschrift', label: K.anschrift, wert: anschriftText(data) },
            { name: 'makler', label: K.makler, wert: maklerText(data) },
          ]}
        />
      </div>
      <Tabellenabschnitt
        id="kunde-kundennummern"
        titel={T.gesellschaftKundennummern}
        value={data.gesellschaftKundennummern}
        emptyMessage={T.keineGesellschaftKundennummern}
      >
        <Column field="gesellschaft" header={T.gesellschaftKundennummernSpalten.gesellschaft} />
        <Column field="nummer" header={T.gesellschaftKundennummernSpalten.nummer} />
      </Tabellenabschnitt>
      <Tabellenabschnitt
        id="kunde-vertraege"
        titel={T.vertraege}
        value={data.vertraege}
        dataKey="vertragId"
        emptyMessage={T.keineVertraege}
      >
        <Column
          field="vertragId"
          header={T.spalten.insuranceId}
          body={(v: Vertrag) => (
            <Link to={vertragPfad(v.vertragId)} data-testid={`kunde-vertrag-${v.vertragId}`}>
              {v.vertragId}
            </Link>
          )}
        />
        <Column field="vsnr" header={T.vertrag.vsnr} />
        <Column field="gesellschaft" header={T.vertrag.gesellschaft} />
        <Column field="sparte" header={T.vertrag.sparte} />
        <Column field="beginn" header={T.vertrag.beginn} body={(v: Vertrag) => formatTeildatum(v.beginn)} />
        <Column
          field="beitrag"
          header={T.vertrag.beitrag}
          bodyClassName="ld-rechts"
          body={(v: Vertrag) => formatBetrag(v.beitrag)}
        />
        <Column
          field="status"
          header={T.vertrag.status}
          body={(v: Vertrag) =>
            [v.status && T.vertragsstatus(v.status), v.geloescht ? T.vertrag.geloescht : undefined]
              .filter(Boolean)
              .join(', ')
          }
        />
      </Tabellenabschnitt>
    </>
  );
}
