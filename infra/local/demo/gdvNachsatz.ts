/**
 * A demo GDV delivery's Nachsätze computed from its own records: each package's Nachsatz 9999
 * says how many records lie between its Vorsatz and itself and what their 0200 net premiums sum
 * to, so the file reads as complete — what an insurer's file claims when nothing is wrong with it.
 * A Nachsatz copied from another file (the public samples carry the Musterdatei's 162 records in
 * every package) would read as 'Datei unvollständig', which a first-time user takes for a reading
 * error of the product. A demo file meant to show a broken delivery says so in its name and does
 * not pass through here.
 *
 * Byte positions are the VUVM2023 layout's (functions/src/formate/gdv/layouts/VUVM2023.json):
 * Nachsatz AnzSaetze 5–14, Gesbeitrag 25–39 (2 decimals); 0200 part 1 GesbeitragNettoInWE
 * 116–127 (2 decimals), the part number at 256.
 */
const SATZLAENGE = 256;

/** A field at 1-based position `von`, `laenge` characters long. */
const feld = (von: number, laenge: number) => ({ von: von - 1, bis: von - 1 + laenge, laenge });
const ANZ_SAETZE = feld(5, 10);
const GESBEITRAG = feld(25, 15);
const NETTOBEITRAG_0200 = feld(116, 12);
const TEILNUMMER = feld(256, 1);

/** A Nachsatz without a given one to keep the other fields of: every amount 0, signs '+'. */
const LEERER_NACHSATZ = `9999${' '.repeat(20)}${'0'.repeat(15)}${`${'0'.repeat(14)}+`.repeat(4)}`.padEnd(
  SATZLAENGE,
);

const setze = (zeile: string, f: ReturnType<typeof feld>, wert: number) => {
  const ziffern = String(wert).padStart(f.laenge, '0');
  if (ziffern.length > f.laenge) throw new Error(`${wert} passt nicht in ${f.laenge} Stellen.`);
  return zeile.slice(0, f.von) + ziffern + zeile.slice(f.bis);
};

interface Paket {
  saetze: number;
  beitragCent: number;
}

function nachsatz(p: Paket, gegeben: string | undefined): string {
  const vorlage = (gegeben ?? LEERER_NACHSATZ).padEnd(SATZLAENGE);
  return setze(setze(vorlage, ANZ_SAETZE, p.saetze), GESBEITRAG, p.beitragCent);
}

/**
 * The file with every package's Nachsatz counted and summed anew (one added where a package
 * has none); every other line as it was, line ends as they were (LF or CRLF).
 */
export function mitBerechnetenNachsaetzen(datei: Buffer): Buffer {
  const text = datei.toString('latin1');
  const ende = text.includes('\r\n') ? '\r\n' : '\n';
  const zeilen = text.split(ende);
  const schluss = zeilen.at(-1) === '' ? zeilen.pop() : undefined;
  const aus: string[] = [];
  let paket: Paket | undefined;
  let imVorsatz = false;
  const schliessen = (gegeben?: string) => {
    aus.push(nachsatz(paket!, gegeben));
    paket = undefined;
  };
  zeilen.forEach((zeile, i) => {
    const satzart = zeile.slice(0, 4);
    if (satzart === '0001') {
      if (paket && !imVorsatz) schliessen();
      paket ??= { saetze: 0, beitragCent: 0 };
      imVorsatz = true;
      aus.push(zeile);
      return;
    }
    if (!paket) throw new Error(`Zeile ${i + 1} (${satzart}) liegt außerhalb eines Datenpakets.`);
    if (satzart === '9999') return schliessen(zeile);
    // Collection records carry sums the Nachsatz repeats with their signs; no demo file has one.
    if (satzart === '0400')
      throw new Error(`Zeile ${i + 1}: Inkassosätze 0400 rechnet der Demo-Nachsatz nicht.`);
    imVorsatz = false;
    paket.saetze++;
    if (satzart === '0200' && zeile.slice(TEILNUMMER.von, TEILNUMMER.bis) === '1')
      paket.beitragCent += Number(zeile.slice(NETTOBEITRAG_0200.von, NETTOBEITRAG_0200.bis)) || 0;
    aus.push(zeile);
  });
  if (paket) schliessen();
  return Buffer.from(aus.join(ende) + (schluss === undefined ? '' : ende), 'latin1');
}
