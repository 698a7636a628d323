/**
 * The read-only contract page (/home/versicherungen/insurance-group/details/{id}; reference §2.11:
 * the assign page opens contracts here in a new tab): the contract with its company, Sparte,
 * dates, premium, status, broker, its customer (a link to the customer page) and its commission
 * bookings. Contracts change only by booking import files, so nothing here is editable.
 */
import { ROUTEN, ZUORDNUNG_TEXTE as T, type VertragsAnsicht } from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { Karte, kartenFeldVon } from '../zuordnung/Karte';
import { Tabellenabschnitt } from '../zuordnung/Tabellenabschnitt';
import { anschriftText, formatBetrag, formatTeildatum, maklerText } from '../zuordnung/zuordnung';
import { Bestandsseite } from './Bestandsseite';
import { kundePfad } from './pfade';

type Buchung = VertragsAnsicht['buchungen'][number];

export default function VertragSeite() {
  return (
    <Bestandsseite
      route={ROUTEN.vertragLaden}
      parameter="id"
      anfrage={(id) => ({ id })}
      titel={T.vertragTitel}
      fehlerTestId="vertrag-fehler"
      kennzeichen={(data) =>
        data.geloescht && (
          <Tag value={T.vertrag.geloescht} severity="danger" data-testid="vertrag-geloescht" />
        )
      }
    >
      {(data) => <VertragsInhalt data={data} />}
    </Bestandsseite>
  );
}

function VertragsInhalt({ data }: { data: VertragsAnsicht }) {
  const V = T.vertrag;
  const K = T.kundenFelder;
  const k = data.kunde;
  const vertragsFeld = kartenFeldVon(V, data);
  const kundenFeld = kartenFeldVon(K, k ?? {});
  return (
    <>
      <div className="ld-karten">
        <Karte
          id="vertrag-daten"
          praefix="vertrag-feld"
          titel={T.vertragsdaten}
          felder={[
            vertragsFeld('vsnr'),
            vertragsFeld('gesellschaft'),
            vertragsFeld('vuNummer'),
            vertragsFeld('sparte'),
            { name: 'beginn', label: V.beginn, wert: formatTeildatum(data.beginn) },
            { name: 'ablauf', label: V.ablauf, wert: formatTeildatum(data.ablauf) },
            { name: 'beitrag', label: V.beitrag, wert: formatBetrag(data.beitrag) },
            { name: 'zahlweise', label: V.zahlweise, wert: data.zahlweise && T.zahlweise(data.zahlweise) },
            { name: 'status', label: V.status, wert: data.status && T.vertragsstatus(data.status) },
            { name: 'makler', label: V.makler, wert: maklerText(data) },
            vertragsFeld('herkunft'),
          ]}
        />
        <Karte
          id="vertrag-kunde"
          praefix="vertrag-kunde"
          titel={T.kunde}
          felder={[
            {
              name: 'kundennr',
              label: T.felder.kundennr,
              wert: k && (
                <Link to={kundePfad(k.kundennr)} data-testid="vertrag-kunde-link">
                  {k.kundennr}
                </Link>
              ),
            },
            kundenFeld('name'),
            kundenFeld('vorname'),
            { name: 'geburtsdatum', label: K.geburtsdatum, wert: formatTeildatum(k?.geburtsdatum) },
            { name: 'anschrift', label: K.anschrift, wert: anschriftText(k) },
          ]}
        />
      </div>
      <Tabellenabschnitt
        id="vertrag-buchungen"
        titel={T.buchungen}
        value={data.buchungen}
        dataKey="zeile"
        emptyMessage={T.keineBuchungen}
      >
        <Column
          field="datum"
          header={T.buchungSpalten.datum}
          body={(b: Buchung) => formatTeildatum(b.datum)}
        />
        <Column
          field="betrag"
          header={T.buchungSpalten.betrag}
          bodyClassName="ld-rechts"
          body={(b: Buchung) => formatBetrag(b.betrag)}
        />
        <Column
          field="provisionssatz"
          header={T.buchungSpalten.provisionssatz}
          body={(b: Buchung) =>
            b.provisionssatz === undefined ? '' : `${b.provisionssatz.toLocaleString('de-DE')} %`
          }
        />
        <Column field="text" header={T.buchungSpalten.text} />
        <Column field="dateiId" header={T.buchungSpalten.datei} />
        <Column field="zeile" header={T.buchungSpalten.zeile} />
      </Tabellenabschnitt>
    </>
  );
}
