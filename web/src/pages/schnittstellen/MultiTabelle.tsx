/**
 * The sub-interfaces of a multiple interface (reference §3 "multiInterfaces"): table, add/edit dialog,
 * delete with confirmation, and for everyone a row action that opens the sub-interface
 * (reference §2.8: /intern/gdv/gdv-interface?id={id}&sub=true).
 */
import {
  MELDUNGEN,
  ROUTEN,
  type MultiInterface,
  type MultiInterfaceEingabe,
  type Schnittstelle,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useMeldungen } from '../../shell/Meldungen';
import { MultiDialog } from './MultiDialog';
import { subInterfacePfad } from './pfade';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { Teiltabelle } from './Teiltabelle';

const F = MELDUNGEN.multiFelder;

type Bearbeitung = { modus: 'neu' } | { modus: 'bearbeiten'; multi: MultiInterface };
type Zeile = MultiInterface & { subInterface: string };

export function MultiTabelle({
  schnittstelle,
  interfaces,
  aendern,
  onGeaendert,
}: {
  schnittstelle: Schnittstelle;
  interfaces: { label: string; value: string }[];
  aendern: boolean;
  onGeaendert(): Promise<unknown>;
}) {
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung | null>(null);
  // The sub-interface's name goes into the row: the table re-renders cells when its rows change,
  // not when a cell renderer's closure does (the options may arrive after the interface).
  const liste = useMemo<Zeile[]>(() => {
    const namen = new Map(interfaces.map((o) => [Number(o.value), o.label]));
    return schnittstelle.multiInterfaces.map((m) => ({
      ...m,
      subInterface: namen.get(m.newItabSid) ?? String(m.newItabSid),
    }));
  }, [schnittstelle.multiInterfaces, interfaces]);
  // An interface is not its own sub-interface: the server refuses it, the select does not offer it.
  const auswahl = useMemo(
    () => interfaces.filter((o) => Number(o.value) !== schnittstelle.id),
    [interfaces, schnittstelle.id],
  );

  async function speichern(eingabe: MultiInterfaceEingabe) {
    await rufe(ROUTEN.multiInterfaceSpeichern, {
      query: {
        interface: schnittstelle.id,
        name: bearbeitung?.modus === 'bearbeiten' ? String(bearbeitung.multi.lfdno) : undefined,
      },
      body: eingabe,
    });
    setBearbeitung(null);
    meldungen.erfolg(MELDUNGEN.multiGespeichert);
    await onGeaendert();
  }

  async function loeschen(m: MultiInterface) {
    if (!(await sicherheitsabfrage(MELDUNGEN.multiLoeschenFrage(m.lfdno), { gefaehrlich: true }))) return;
    try {
      await rufe(ROUTEN.multiInterfaceLoeschen, {
        query: { interface: schnittstelle.id, lfdno: m.lfdno },
      });
      meldungen.erfolg(MELDUNGEN.multiGeloescht);
    } catch (e) {
      meldungen.fehler(e);
    }
    await onGeaendert();
  }

  const aktionen = ({ subInterface: _name, ...m }: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={MELDUNGEN.subInterfaceOeffnen}
        icon="pi pi-external-link"
        onClick={() => void navigate(subInterfacePfad(m.newItabSid))}
        testId={`multi-oeffnen-${m.lfdno}`}
      />
      {aendern && (
        <>
          <ZeilenAktion
            label={MELDUNGEN.bearbeiten}
            icon="pi pi-pencil"
            onClick={() => setBearbeitung({ modus: 'bearbeiten', multi: m })}
            testId={`multi-bearbeiten-${m.lfdno}`}
          />
          <ZeilenAktion
            label={MELDUNGEN.loeschen}
            icon="pi pi-trash"
            severity="danger"
            onClick={() => void loeschen(m)}
            testId={`multi-loeschen-${m.lfdno}`}
          />
        </>
      )}
    </span>
  );

  return (
    <Teiltabelle
      id="interface-multi"
      titel={MELDUNGEN.interfaceMultiTitel}
      praefix="multi"
      zeilen={liste}
      dataKey="lfdno"
      aendern={aendern}
      onHinzufuegen={() => setBearbeitung({ modus: 'neu' })}
      dialog={
        bearbeitung && (
          <MultiDialog
            multi={bearbeitung.modus === 'bearbeiten' ? bearbeitung.multi : undefined}
            interfaces={auswahl}
            onSpeichern={speichern}
            onAbbrechen={() => setBearbeitung(null)}
          />
        )
      }
    >
      <Column
        field="lfdno"
        header={F.lfdno}
        body={(m: MultiInterface) => <span data-testid={`multi-${m.lfdno}`}>{m.lfdno}</span>}
      />
      <Column field="subInterface" header={F.newItabSid} />
      <Column field="tableName" header={F.tableName} />
      <Column field="checkStatement" header={F.checkStatement} className="ld-zelle-code" />
      <Column field="description" header={F.description} />
      <Column header={MELDUNGEN.aktionen} body={aktionen} />
    </Teiltabelle>
  );
}
