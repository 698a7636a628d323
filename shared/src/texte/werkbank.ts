import { MELDUNGEN } from '../messages';
/**
 * Texts of the workbench's line handlers (reference §2.4, §3 "Line details", §4, §7, §8): the answers
 * of search, line edit, line delete and the line actions, the journal entries they write, the
 * downloads. The reference words none of them except where DATENIMPORT_TEXTE / MELDUNGEN already
 * hold the reference's own text ('Der Datensatz konnte nicht gespeichert werden!', which the screen
 * puts before the reasons given here).
 */
export const WERKBANK_TEXTE = {
  // Search (reference §7: "an optional mess shown in an info modal").
  /** A `seite` that is not this user's, this search's, or was altered. */
  seiteUngueltig: MELDUNGEN.seiteUngueltig,

  sucheAbgebrochen: (anzahl: string) =>
    `Die Suche wurde nach ${anzahl} gefundenen Zeilen aus Zeitgründen beendet; es können weitere Zeilen passen. Bitte schränken Sie den Filter ein, zum Beispiel mit dem Dateinamen oder einem kürzeren Zeitraum.`,

  // Lines.
  zeileNichtGefunden: (id: number) => `Die Zeile ${id} wurde nicht gefunden.`,
  zeileNichtBearbeitbar: (status: number) =>
    `Die Zeile hat den Status ${status} und kann nicht mehr bearbeitet werden: Nur Zeilen bis Status 1 (ausgewertet) sind änderbar.`,
  zeileLeer: 'Die Zeile darf nicht leer sein.',
  zeileMehrzeilig: 'Die Zeile darf keinen Zeilenumbruch enthalten.',
  /** A line edit whose text, or text with the values read from it, exceeds ZEILE_HOECHSTBYTES (bytes). */
  zeileZuGross: (bytes: number, hoechstens: number) =>
    `Die Zeile ist zu groß zum Speichern: Sie belegt ${Math.ceil(bytes / 1024).toLocaleString('de-DE')} KB, erlaubt sind höchstens ${Math.ceil(hoechstens / 1024).toLocaleString('de-DE')} KB für den Text mit den daraus gelesenen Werten. Bitte kürzen Sie den Text.`,
  /**
   * A line edit the line's interface does not read as a valid record (reference §7 line_edit):
   * refused with the field, its place in the line and why (formate/schnittstellen/zeilenpruefung.ts).
   */
  pruefung: {
    stelle: (von: number, bis: number) => (von === bis ? `Stelle ${von}` : `Stelle ${von}–${bis}`),
    spalte: (spalte: number) => `Spalte ${spalte}`,
    xpath: (xpath: string) => `XPath „${xpath}“`,
    ort: (feld: string, wo: string | undefined, grund: string) =>
      wo ? `${feld}: ${wo}: ${grund}` : `${feld}: ${grund}`,
    weitere: (anzahl: number) => `und ${anzahl} ${anzahl === 1 ? 'weiterer Fehler' : 'weitere Fehler'}`,
    satzlaenge: (zeichen: number, satzlaenge: number) =>
      `Satzlänge: ${zeichen.toLocaleString('de-DE')} Zeichen, ein GDV-Satz hat genau ${satzlaenge}`,
    zeichen: 'Zeichen',
    kodierung: (zeichen: string, kodierung: string) =>
      `„${zeichen}“ gibt es in der Kodierung der Datei (${kodierung}) nicht`,
    spaltenzahl: 'Spaltenzahl',
    spaltenzahlGrund: (jetzt: number, vorher: number, trennzeichen: string) =>
      `${jetzt} statt ${vorher} Spalten (Trennzeichen ${trennzeichen === '\t' ? 'Tabulator' : `„${trennzeichen}“`}) — ein Trennzeichen zu viel oder zu wenig`,
    keinWertMehr: 'findet im Datensatz keinen Wert mehr',
    passtNicht: 'Die Zeile passt nicht zum Interface der Datei.',
  },
  zeileGleichzeitigGeaendert:
    'Die Zeile wurde gleichzeitig geändert (zum Beispiel ausgewertet oder gebucht). Bitte laden Sie sie neu.',
  /** Reference §4: only lines with status <= 1 may be deleted; names the refused lines. */
  nichtLoeschbar: (ids: number[]) =>
    `Nur Zeilen mit einem Status bis 1 (ausgewertet) können gelöscht werden. Nicht löschbar: ${ids.length > 10 ? `${ids.slice(0, 10).join(', ')} und ${ids.length - 10} weitere` : ids.join(', ')}. Es wurde keine Zeile gelöscht.`,

  // Line details (reference §3 "Line details": values).
  details: {
    datei: 'Datei',
    dateiFehler: 'Dateifehler',
    zeile: 'Zeile',
    status: 'Status',
    grund: 'Grund',
    verwendung: 'Verwendung',
    satz: 'Satzart / Sub-Interface',
    ja: 'ja',
    nein: 'nein',
  },
  dateiMitNummer: (name: string, id: number) => `${name} (Nr. ${id})`,
  statusMitText: (status: number, text: string | undefined) =>
    text ? `${status} – ${text}` : String(status),

  // Journal entries of a line (shown in the details) and of the file.
  journal: {
    bearbeitet: (benutzer: string) => `Zeile bearbeitet von ${benutzer}`,
    zurueckgestellt: 'Zurückgestellt',
    reaktiviert: 'Reaktiviert',
    minus9: 'Zurückgestellt (Status -9)',
  },
  dateiJournal: {
    zurueckgestellt: (anzahl: number) => `Fehlerhafte Zeilen zurückgestellt: ${anzahl}`,
    reaktiviert: (anzahl: number) => `Zurückgestellte Zeilen reaktiviert: ${anzahl}`,
    minus9: (anzahl: number) => `Zeilen mit Status -9 zurückgestellt: ${anzahl}`,
    zeilenGeloescht: (zeilen: number[]) =>
      `${zeilen.length === 1 ? 'Zeile' : 'Zeilen'} gelöscht: ${zeilen.length > 20 ? `${zeilen.slice(0, 20).join(', ')} … (${zeilen.length})` : zeilen.join(', ')}`,
    unterbrochen: (text: string) => `${text} (unterbrochen, bitte erneut ausführen)`,
  },

  // The line actions' progress record (reference §3 "Progress record": sLabel shown at the end).
  aktion: {
    zurueckstellen: (datei: string) => `Fehlerhafte Zeilen der Datei „${datei}“ werden zurückgestellt`,
    reaktivieren: (datei: string) => `Zurückgestellte Zeilen der Datei „${datei}“ werden reaktiviert`,
    minus9: (datei: string) => `Zeilen mit Status -9 der Datei „${datei}“ werden zurückgestellt`,
  },
  ergebnis: {
    zurueckgestellt: (anzahl: number) =>
      anzahl === 1
        ? '1 fehlerhafte Zeile wurde zurückgestellt.'
        : `${anzahl} fehlerhafte Zeilen wurden zurückgestellt.`,
    reaktiviert: (anzahl: number) =>
      anzahl === 1
        ? '1 zurückgestellte Zeile wurde reaktiviert.'
        : `${anzahl} zurückgestellte Zeilen wurden reaktiviert.`,
    minus9: (anzahl: number) =>
      anzahl === 1
        ? '1 Zeile mit Status -9 wurde zurückgestellt.'
        : `${anzahl} Zeilen mit Status -9 wurden zurückgestellt.`,
    unterbrochen: (text: string) =>
      `${text} Die Aktion wurde aus Zeitgründen unterbrochen; bitte führen Sie sie erneut aus, um die übrigen Zeilen zu bearbeiten.`,
  },

  // Export of -4 error data (reference §2.4, §9) and the error lines of one file.
  export: {
    blatt: 'Fehler -4',
    spalten: {
      fileId: 'Datei-Nr.',
      fileName: 'Dateiname',
      gesellschaft: 'Gesellschaft',
      interfaceName: 'Interface',
      eingelesen: 'Eingelesen am',
      zeile: 'Zeile',
      id: 'Zeilen-Id',
      status: 'Status',
      satz: 'Satzart',
      vuNr: 'VU-Nr.',
      vsnr: 'Versicherungsschein-Nr.',
      vermittler: 'Vermittlernummer',
      grund: 'Grund',
      text: 'Zeilentext',
    },
    abgeschnitten: (grenze: string) =>
      `Es wurden nur die ersten ${grenze} Zeilen exportiert. Bitte wählen Sie weniger Tage oder eine Gesellschaft.`,
    dateiname: (tag: string) => `fehler-4_${tag}.xlsx`,
  },
  zeilenFehler: {
    spalten: ['Zeile', 'Zeilen-Id', 'Status', 'Statustext', 'Satzart', 'Grund', 'Zeilentext'],
    dateiname: (dateiname: string, id: number) =>
      `fehlerzeilen_${id}_${dateiname.replace(/\.[^.]*$/, '')}.csv`,
    abgeschnitten: (grenze: string) => `Es wurden nur die ersten ${grenze} fehlerhaften Zeilen ausgegeben.`,
  },

  // The manual (GET /download_service/bipro_gdv_anleitung): a short PDF.
  anleitung: {
    dateiname: 'Anleitung_Datenimport.pdf',
    titel: 'Anleitung: GDV-, OMDS- und Abrechnungsdaten importieren',
    abschnitte: [
      {
        titel: '1. Datei einlesen',
        text: 'Über „Datei einlesen“ oder per Ziehen und Ablegen auf den Datenimport wählen Sie eine Datei (csv, txt, xml, pdf oder gdv). Interne Mitarbeiter und Benutzer mit dem Recht Datenimport wählen dazu Gesellschaft und Interface; sonst wird das Interface am Dateinamen bzw. am GDV-Vorsatz erkannt. Dieselbe Datei wird kein zweites Mal eingelesen. Nach dem Einlesen hat jede Zeile den Status 0 oder einen Fehlerstatus.',
      },
      {
        titel: '2. Zeilen suchen',
        text: 'Externe Makler suchen mit dem Dateinamen der eingelesenen Datei (Platzhalter * und ? sind erlaubt). Interne Benutzer können zusätzlich nach Zeitraum, Gesellschaft, Interface, Sub-Interface, Zeilenbereich und Journal suchen. Voreingestellt sind der letzte Monat, aktive Zeilen und die Status -1000 (Fehler) bis 1. Passen mehr als 5.000 Zeilen, werden die ersten 5.000 gezeigt.',
      },
      {
        titel: '3. Auswerten und Status',
        text: '„Auswerten“ gleicht jede Zeile mit Kunden und Verträgen ab: Status 1 heißt ausgewertet, negative Status sind Fehler (die Bedeutung zeigt „Statuswerte“). Details und Journal einer Zeile zeigen ihre Werte, den Grund des Status und was mit ihr geschah.',
      },
      {
        titel: '4. Zeilen korrigieren',
        text: 'Eine Zeile bis Status 1 kann bearbeitet werden: Gespeichert wird nur ein gültiger Datensatz des Interfaces der Datei (bei GDV genau 256 Zeichen, bekannte Satzart und Sparte, Zahlen in Zahlenfeldern, gültige Daten); sonst nennt die Meldung Feld und Stelle, und der Text bleibt zum Korrigieren im Dialog. Gespeichert wird die Zeile neu gelesen und hat den Status 0; werten Sie die Datei anschließend erneut aus. Zeilen bis Status 1 können gelöscht werden. Zeilen, die einem Vertrag oder Kunden zugeordnet werden müssen, öffnen über „Datensatz zuordnen“ die Zuordnung.',
      },
      {
        titel: '5. Zurückstellen und reaktivieren',
        text: '„Fehlerhafte Zeilen zurückstellen“ nimmt alle aktiven Zeilen mit negativem Status aus der Buchung, „-9-Zeilen zurückstellen“ nur die mit Status -9; „Zurückgestellte Zeilen reaktivieren“ macht sie wieder aktiv. Solange ein anderer Lauf die Datei bearbeitet, ist sie gesperrt.',
      },
      {
        titel: '6. Buchen, Abrechnen, Export',
        text: '„Buchungen erstellen“ legt Kunden und Verträge an oder ändert sie. Der Datenimport ist kostenpflichtig: 0,10 EUR pro angelegtem Vertrag und Monat zuzüglich der gesetzlichen Mehrwertsteuer, die ersten drei Monate sind kostenfrei. Im Abrechnungsmodus werden Provisionszeilen zu Provisionsbuchungen. Die Zeilen mit Status -4 (Daten falsch zugeordnet) der letzten 1 bis 31 Tage lassen sich als Excel-Datei exportieren.',
      },
    ],
  },
} as const;
