/**
 * One measurement of the XML benchmark, run in its own process so its peak RSS is its own:
 *
 *   node messung.mjs <datei>
 *
 * Reads the file through the built-in OMDS interface as the read pipeline does (every result
 * touched), with the size limit raised to the file's size and no budget — the benchmark
 * measures the reading, not the refusal. Prints one JSON object: seconds, records, erroneous records, peak
 * RSS in bytes.
 */
import { createReadStream, statSync } from 'node:fs';
import { EINGEBAUT_ID, eingebauteSchnittstellen } from '../eingebaut';
import { leseDatei } from '../lesen';

async function miss(datei: string) {
  const alle = eingebauteSchnittstellen();
  const omds = alle.find((s) => s.id === EINGEBAUT_ID.omds)!;
  const bytes = statSync(datei).size;
  const start = process.hrtime.bigint();
  let zeilen = 0;
  let fehlerhaft = 0;
  for await (const e of leseDatei(omds, {
    alle: (id) => alle.find((s) => s.id === id),
    dateiname: 'omds-bench.xml',
    eingabe: createReadStream(datei),
    grenzen: {
      xmlHoechstBytes: Math.max(bytes, 1),
      xmlHoechstSaetze: Infinity,
      xmlHoechstSekunden: Infinity,
    },
  })) {
    zeilen++;
    if (e.status < 0) fehlerhaft++;
  }
  const sekunden = Number(process.hrtime.bigint() - start) / 1e9;
  // maxRSS is in kilobytes.
  return { sekunden, bytes, zeilen, fehlerhaft, spitzeRss: process.resourceUsage().maxRSS * 1024 };
}

const [datei] = process.argv.slice(2);
if (!datei) {
  console.error('Aufruf: node messung.mjs <datei>');
  process.exit(2);
}
console.log(JSON.stringify(await miss(datei)));
