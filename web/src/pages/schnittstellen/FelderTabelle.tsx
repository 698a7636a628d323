/** The fields of an interface (reference §3 "felder"): table, add/edit dialog, delete with confirmation. */
import { MELDUNGEN, ROUTEN, type Schnittstelle, type SchnittstellenFeld } from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { rufe } from '../../api/client';
import { useMeldungen } from '../../shell/Meldungen';
import { FeldDialog } from './FeldDialog';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { Teiltabelle } from './Teiltabelle';

const F = MELDUNGEN.feldFelder;
/** Reference §9: the old tables show 20 rows per page. */

type Bearbeitung = { modus: 'neu' } | { modus: 'bearbeiten'; feld: SchnittstellenFeld };

export function FelderTabelle({
  schnittstelle,
  aendern,
  onGeaendert,
}: {
  schnittstelle: Schnittstelle;
  /** Internal user and not a built-in: add, edit and delete are offered. */
  aendern: boolean;
  onGeaendert(): Promise<unknown>;
}) {
  const meldungen = useMeldungen();
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung | null>(null);
  const felder = schnittstelle.felder;

  async function speichern(feld: SchnittstellenFeld) {
    await rufe(ROUTEN.schnittstellenFeldSpeichern, {
      query: {
        interface: schnittstelle.id,
        name: bearbeitung?.modus === 'bearbeiten' ? bearbeitung.feld.name : undefined,
      },
      body: feld,
    });
    setBearbeitung(null);
    meldungen.erfolg(MELDUNGEN.feldGespeichert);
    await onGeaendert();
  }

  async function loeschen(feld: SchnittstellenFeld) {
    if (!(await sicherheitsabfrage(MELDUNGEN.feldLoeschenFrage(feld.name), { gefaehrlich: true }))) return;
    try {
      await rufe(ROUTEN.schnittstellenFeldLoeschen, {
        query: { interface: schnittstelle.id, name: feld.name },
      });
      meldungen.erfolg(MELDUNGEN.feldGeloescht);
    } catch (e) {
      meldungen.fehler(e);
    }
    await onGeaendert();
  }

  const aktionen = (f: SchnittstellenFeld) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={MELDUNGEN.bearbeiten}
        icon="pi pi-pencil"
        onClick={() => setBearbeitung({ modus: 'bearbeiten', feld: f })}
        testId={`feld-bearbeiten-${f.name}`}
      />
      <ZeilenAktion
        label={MELDUNGEN.loeschen}
        icon="pi pi-trash"
        severity="danger"
        onClick={() => void loeschen(f)}
        testId={`feld-loeschen-${f.name}`}
      />
    </span>
  );

  return (
    <Teiltabelle
      id="interface-felder"
      titel={MELDUNGEN.interfaceFelderTitel}
      praefix="feld"
      zeilen={felder}
      dataKey="name"
      aendern={aendern}
      onHinzufuegen={() => setBearbeitung({ modus: 'neu' })}
      dialog={
        bearbeitung && (
          <FeldDialog
            feld={bearbeitung.modus === 'bearbeiten' ? bearbeitung.feld : undefined}
            onSpeichern={speichern}
            onAbbrechen={() => setBearbeitung(null)}
          />
        )
      }
    >
      <Column
        field="name"
        header={F.name}
        body={(f: SchnittstellenFeld) => <span data-testid={`feld-${f.name}`}>{f.name}</span>}
      />
      <Column
        field="art"
        header={F.art}
        className="ld-zelle-eng"
        body={(f: SchnittstellenFeld) => MELDUNGEN.feldArten[f.art]}
      />
      <Column field="position" header={F.position} />
      <Column field="len" header={F.len} />
      <Column field="delimiter" header={F.delimiter} />
      <Column field="occurance" header={F.occurance} />
      <Column field="selection" header={F.selection} className="ld-zelle-code" />
      <Column field="conversion" header={F.conversion} className="ld-zelle-code" />
      <Column field="comment" header={F.comment} />
      {aendern && <Column header={MELDUNGEN.aktionen} body={aktionen} />}
    </Teiltabelle>
  );
}
