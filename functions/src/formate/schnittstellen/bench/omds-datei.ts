/**
 * A synthetic OMDS delivery for the XML benchmark and the linearity tests: one PAKET holding
 * `vertraege` persons and then as many contracts, each contract referring by `Personennr` to
 * its own policy holder — the shape the built-in interface (`../eingebaut/omds.ts`) expects.
 * Written piece by piece, so a file of 200,000 contracts never exists as one string.
 */
const KOPF = '<?xml version="1.0" encoding="UTF-8"?>\n<OMDS xmlns="urn:omds20" OMDSVersion="2.16">\n';
const SPARTEN = ['HH', 'KFZ', 'UNF', 'LEB', 'RS'];

const person = (i: number) =>
  `    <PERSON Personennr="P-${i}" PersArtCd="N" LandesCd="AUT" PLZ="1070" Ort="Wien">` +
  `<NATUERLICHE_PERSON Familienname="Gruber ${i}" Vorname="Johanna" Gebdat="1979-04-12"/></PERSON>\n`;

const vertrag = (i: number) =>
  `    <VERTRAG Polizzennr="HH-${i}" VtgProdCd="HH-KOMFORT" VtgBeg="2023-04-01" VtgEnd="2033-04-01" ` +
  `PraemieNtoVtg="${(100 + (i % 900)).toFixed(2)}" WaehrungsCd="EUR">` +
  `<VERTRAGSPERSON VtgRolleCd="01" Lfnr="1" Personennr="P-${i}"/>` +
  `<SPARTE SpartenCd="${SPARTEN[i % SPARTEN.length]}" SpartenID="1"/></VERTRAG>\n`;

/** The file in pieces of about `stueck` bytes each. */
export function* omdsDatei(vertraege: number, stueck = 64 * 1024): Generator<Buffer> {
  let puffer = `${KOPF}  <PAKET VUNr="042" PaketZpktErstell="2024-03-01T06:15:00" PaketInhCd="VM">\n`;
  const abgeben = function* (text: string) {
    puffer += text;
    if (puffer.length >= stueck) {
      yield Buffer.from(puffer, 'utf8');
      puffer = '';
    }
  };
  for (let i = 1; i <= vertraege; i++) yield* abgeben(person(i));
  for (let i = 1; i <= vertraege; i++) yield* abgeben(vertrag(i));
  yield Buffer.from(`${puffer}  </PAKET>\n</OMDS>\n`, 'utf8');
}
