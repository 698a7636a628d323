/**
 * One measurement of the GDV benchmark, run in its own process so its peak RSS is its own:
 *
 *   tsx messung.ts <zerlegen|voll|bloecke> <datei>
 *
 * zerlegen: split into lines only · voll: the full typed parse through gdvZeilen (one result per
 * line, as consumers iterate it) · bloecke: the same parse through gdvZeilenBloecke.
 * Prints one JSON object: seconds, bytes, lines, records (results), peak RSS in bytes.
 */
import { createReadStream, statSync } from 'node:fs';
import { ZeilenTeiler } from '../zeilen-leser';
import { gdvZeilen, gdvZeilenBloecke } from '../zeilen';

/**
 * Chunk size of the read stream: Node's default for files (64 KiB) unless GDV_BENCH_CHUNK says
 * otherwise. Larger chunks save a little I/O time and cost RSS (measured: 256 KiB ≈ +30 MiB).
 */
const CHUNK = Number(process.env.GDV_BENCH_CHUNK ?? 64 * 1024);

async function miss(art: string, datei: string) {
  const eingabe = createReadStream(datei, { highWaterMark: CHUNK });
  const start = process.hrtime.bigint();
  let zeilen = 0;
  let saetze = 0;
  // Touch every result, so nothing is optimised away: count the read ones and their fields.
  let felder = 0;
  if (art === 'zerlegen') {
    const teiler = new ZeilenTeiler();
    const ziel = (_b: Buffer, von: number, bis: number) => {
      zeilen++;
      if (bis > von) saetze++;
    };
    for await (const chunk of eingabe) teiler.verarbeite(chunk as Buffer, ziel);
    teiler.schliesse(ziel);
  } else if (art === 'voll') {
    for await (const e of gdvZeilen(eingabe)) {
      zeilen++;
      if (e.status === 0) saetze++;
      if (e.felder) felder++;
    }
  } else if (art === 'bloecke') {
    for await (const block of gdvZeilenBloecke(eingabe))
      for (const e of block) {
        zeilen++;
        if (e.status === 0) saetze++;
        if (e.felder) felder++;
      }
  } else throw new Error(`Unbekannte Messung ${art}`);
  const sekunden = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    art,
    sekunden,
    bytes: statSync(datei).size,
    zeilen,
    saetze,
    mitFeldern: felder,
    // maxRSS is in kilobytes.
    spitzeRss: process.resourceUsage().maxRSS * 1024,
  };
}

const [art, datei] = process.argv.slice(2);
if (!art || !datei) {
  console.error('Aufruf: tsx messung.ts <zerlegen|voll|bloecke> <datei>');
  process.exit(2);
}
console.log(JSON.stringify(await miss(art, datei)));
