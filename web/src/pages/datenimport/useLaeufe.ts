/**
 * Long work on a file started from the data import's header (reference §2.4, §4, §7): evaluate, and
 * the file actions (book, settle, delete …) after their security question. The run being watched
 * feeds the progress modal; when it is done its sLabel shows, a settlement is followed by
 * POST /autoAbrechnung/updateAbrechnung, and the lines and the file's status (which offers the
 * settlement protocol, useAbrechnungsStand.ts) are fetched anew.
 */
import { DATENIMPORT_TEXTE as T, ROUTEN, type Fortschritt } from '@lieferdesk/shared';
import { useState } from 'react';
import { rufe } from '../../api/client';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import type { Meldungen } from '../../shell/Meldungen';
import { aktionsNutzlast, type AktuelleDatei as Datei, type DateiAktion } from './aktionen';
import type { ImportModus } from './filter';

/** Long work being watched in the progress modal. */
export interface Lauf {
  titel: string;
  abfragen(signal?: AbortSignal): Promise<Fortschritt>;
  /** After a settlement: POST /autoAbrechnung/updateAbrechnung?fileId (reference §7). */
  nachher?(): Promise<unknown>;
}

export function useLaeufe({
  modus,
  bereichAuswahl,
  meldungen,
  onZeilenGeaendert,
}: {
  modus: ImportModus;
  bereichAuswahl?: string;
  meldungen: Meldungen;
  /** The run changed the file's lines and status on the server. */
  onZeilenGeaendert(): void;
}) {
  const [lauf, setLauf] = useState<Lauf | null>(null);
  const [startet, setStartet] = useState(false);

  /** Starts the work and watches the run it answers with; a refused start shows its reason. */
  async function starten(anfangen: () => Promise<Lauf>) {
    setStartet(true);
    try {
      setLauf(await anfangen());
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setStartet(false);
    }
  }

  function auswerten(datei: Datei) {
    return starten(async () => {
      const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id: datei.fileId } });
      return {
        titel: T.auswertungTitel(datei.fileName),
        abfragen: (signal) => rufe(ROUTEN.importAuswertungFortschritt, { query: { id: threadId }, signal }),
      };
    });
  }

  async function ausfuehren(aktion: DateiAktion, datei: Datei) {
    const ja = await sicherheitsabfrage(T.fragen[aktion.id](datei.fileName), { gefaehrlich: aktion.loescht });
    if (!ja) return;
    await starten(async () => {
      const { workerId } = await rufe(aktion.route, { body: aktionsNutzlast(datei, modus, bereichAuswahl) });
      const fileId = datei.fileId;
      return {
        titel: T.aktionen[aktion.id],
        abfragen: (signal) => rufe(ROUTEN.importFortschritt, { query: { id: workerId }, signal }),
        nachher: aktion.abrechnung
          ? () => rufe(ROUTEN.abrechnungAktualisieren, { query: { fileId } })
          : undefined,
      };
    });
  }

  async function fertig(stand: Fortschritt) {
    const nachher = lauf?.nachher;
    setLauf(null);
    if (stand.sLabel) meldungen.erfolg(stand.sLabel);
    if (nachher) {
      try {
        await nachher();
      } catch (e) {
        meldungen.fehler(e);
      }
    }
    onZeilenGeaendert();
  }

  function fehlgeschlagen(e: unknown) {
    setLauf(null);
    meldungen.fehler(e);
  }

  return {
    lauf,
    /** A run is starting or being watched: the header's actions wait. */
    laeuft: startet || lauf !== null,
    auswerten,
    ausfuehren,
    fertig,
    fehlgeschlagen,
    /** Closing the modal only stops watching; the work on the server goes on. */
    nichtMehrVerfolgen: () => setLauf(null),
  };
}
