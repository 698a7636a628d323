/**
 * The simulated insurer of `npm run bench:bipro`, in a process of its own so its memory and CPU
 * are measured apart from the job's:
 *
 *   node --import tsx infra/local/bench/bipro-versicherer.ts <shipments> <inventory MB>
 *
 * Serves `<shipments>` shipments of three files each — documents of 40–400 KB, every 40th file
 * 5 MB, every other shipment as MTOM — and one GDV inventory of `<inventory MB>` (999010010),
 * every file generated while it is sent, never held. Prints `VERSICHERER <json>` with its URLs
 * once it listens; on a line `ende` on stdin it prints `MESSUNG <json>` (peak RSS, CPU seconds)
 * and ends.
 */
import { createInterface } from 'node:readline';
import { starteVersicherer, type SimLieferung, type SimStrom } from '../versicherer';

export const BENCH_BENUTZER = 'bench';
export const BENCH_PASSWORT = 'Bench-Passwort-1';

const KB = 1024;
const MB = 1024 * KB;

/**
 * `bytes` generated in 64 KB pieces; the first piece names the file, so every file's hash differs.
 * The piece is made when the file is sent, not when the shipment is described: 6,000 files'
 * pieces held at once would be 384 MB of the simulator's (and the bench's) memory.
 */
function erzeugt(name: string, bytes: number, kopf: string): SimStrom {
  return {
    bytes,
    *erzeugen() {
      const fuellung = Buffer.alloc(64 * KB, `${name} `);
      let rest = bytes;
      const anfang = Buffer.from(`${kopf} ${name}\n`, 'latin1').subarray(0, rest);
      yield anfang;
      rest -= anfang.length;
      while (rest > 0) {
        const stueck = fuellung.subarray(0, Math.min(rest, fuellung.length));
        rest -= stueck.length;
        yield stueck;
      }
    },
  };
}

/** A GDV inventory: 256-byte records with CRLF, as an insurer's daily full file. */
function gdvBestand(bytes: number): SimStrom {
  return {
    bytes,
    *erzeugen() {
      const satz = Buffer.from(`${'0200'.padEnd(256, ' ')}\r\n`, 'latin1');
      const block = Buffer.concat(Array.from({ length: 256 }, () => satz));
      let rest = bytes;
      while (rest > 0) {
        const stueck = block.subarray(0, Math.min(rest, block.length));
        rest -= stueck.length;
        yield stueck;
      }
    },
  };
}

export function benchLieferungen(anzahl: number, bestandMb: number): SimLieferung[] {
  const zeit = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString();
  const lieferungen: SimLieferung[] = Array.from({ length: anzahl }, (_, i) => ({
    id: `B-${String(i).padStart(6, '0')}`,
    kategorie: '100007000',
    einstellzeitpunkt: zeit(i),
    mtom: i % 2 === 0,
    transfers: [0, 1, 2].map((n) => {
      const nr = i * 3 + n;
      const groesse = nr % 40 === 39 ? 5 * MB : 40 * KB + ((nr * 7919) % 360) * KB;
      return {
        versicherungsscheinnummer: `BENCH-${nr}`,
        dateien: [
          { dateiname: `dokument-${nr}.pdf`, inhalt: erzeugt(`dokument-${nr}`, groesse, '%PDF-1.4') },
        ],
      };
    }),
  }));
  if (bestandMb > 0)
    lieferungen.push({
      id: 'B-BESTAND',
      kategorie: '999010010',
      einstellzeitpunkt: zeit(anzahl),
      mtom: true,
      transfers: [
        {
          dateien: [
            { dateiname: 'gesamtbestand.gdv', inhalt: gdvBestand(bestandMb * MB), dateityp: 'Nettodaten' },
          ],
        },
      ],
    });
  return lieferungen;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const anzahl = Number(process.argv[2] ?? 2000);
  const bestandMb = Number(process.argv[3] ?? 300);
  const versicherer = await starteVersicherer({
    benutzer: BENCH_BENUTZER,
    passwort: BENCH_PASSWORT,
    lieferungen: benchLieferungen(anzahl, bestandMb),
  });
  process.stdout.write(
    `VERSICHERER ${JSON.stringify({ stsUrl: versicherer.stsUrl, transferUrl: versicherer.transferUrl })}\n`,
  );
  for await (const zeile of createInterface({ input: process.stdin })) {
    if (zeile.trim() !== 'ende') continue;
    const nutzung = process.resourceUsage();
    process.stdout.write(
      `MESSUNG ${JSON.stringify({
        maxRssMb: nutzung.maxRSS / 1024,
        cpuSekunden: (nutzung.userCPUTime + nutzung.systemCPUTime) / 1e6,
        quittiert: versicherer.quittiert.size,
      })}\n`,
    );
    await versicherer.beenden();
    process.exit(0);
  }
}
