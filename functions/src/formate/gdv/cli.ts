/**
 * Command line for GDV files (developers, support, and tests):
 *
 *   npm run gdv -- summary <file>           one JSON object: encoding, packages, counts, contracts, errors, warnings
 *   npm run gdv -- lines <file>             one JSON result per line (JSON Lines)
 *   npm run gdv -- records <file>           one JSON record per line, part records joined
 *   npm run gdv -- contract <file> <vsnr>   the records of one policy number (all Sparten of a bundle)
 *   npm run gdv -- layouts                  the record types of the shipped layout release(s)
 */
import { createReadStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LAYOUT_RELEASES } from './layout';
import { gdvDatensaetze } from './teilsaetze';
import { gdvZeilen } from './zeilen';
import { fasseZusammen } from './zusammenfassung';

const HILFE = `Aufruf: npm run gdv -- <summary|lines|records|contract|layouts> <datei> [vsnr]`;

/** Writes and waits for the pipe to drain, so `| head` and large outputs behave. */
async function schreibe(text: string): Promise<void> {
  if (!process.stdout.write(text)) await new Promise((fertig) => process.stdout.once('drain', fertig));
}

export async function cli(argumente: string[]): Promise<number> {
  const [befehl, datei, vsnr] = argumente;
  if (befehl === 'layouts') {
    for (const r of LAYOUT_RELEASES)
      for (const t of r.typen)
        await schreibe(
          `${r.release}\t${t.schluessel}\t${t.version}\tTeile ${t.teile.map((teil) => teil.nr).join(',')}\n`,
        );
    return 0;
  }
  if (
    !datei ||
    !['summary', 'lines', 'records', 'contract'].includes(befehl ?? '') ||
    (befehl === 'contract' && !vsnr)
  ) {
    console.error(HILFE);
    return 2;
  }
  const eingabe = createReadStream(datei);
  if (befehl === 'summary') await schreibe(`${JSON.stringify(await fasseZusammen(eingabe), null, 2)}\n`);
  else if (befehl === 'lines')
    for await (const e of gdvZeilen(eingabe)) await schreibe(`${JSON.stringify(e)}\n`);
  else if (befehl === 'records')
    for await (const d of gdvDatensaetze(eingabe)) await schreibe(`${JSON.stringify(d)}\n`);
  else {
    const gesucht = vsnr!.trim();
    const saetze = [];
    for await (const d of gdvDatensaetze(eingabe)) if (d.felder.VsNr === gesucht) saetze.push(d);
    await schreibe(`${JSON.stringify({ vsnr: gesucht, records: saetze }, null, 2)}\n`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (fehler: unknown) => {
      console.error(fehler instanceof Error ? fehler.message : fehler);
      process.exitCode = 1;
    },
  );
}
