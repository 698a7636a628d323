/**
 * The portfolio repositories against DynamoDB Local: the demo portfolio the stack seeded (read
 * only — other tests import the fixture files against it), and the writes of booking in a table
 * of this test's own (created from the same entity declarations, seeded the same way), so that
 * creating contracts here changes nothing another test expects: idempotent creates under
 * concurrency, the fee counted once, the unique keys, commission bookings, deletion, and the
 * GDV sample evaluated with data loaded the way the pipeline loads it, then booked twice.
 */
import { createReadStream } from 'node:fs';
import { Entity } from 'electrodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { werteAlleAus } from '@lieferdesk/functions/domain/auswertung/auswerten';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import { planeBuchungen } from '@lieferdesk/functions/domain/buchung/planen';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { gebuehrenzaehlerUngeteiltSchema } from '@lieferdesk/functions/data/entities/gebuehrenzaehler';
import { buchungsausfuehrung } from '@lieferdesk/functions/data/repositories/buchungsausfuehrung';
import { gebuehrenRepository } from '@lieferdesk/functions/data/repositories/gebuehren';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { provisionsbuchungenRepository } from '@lieferdesk/functions/data/repositories/provisionsbuchungen';
import { vermittlernummernRepository } from '@lieferdesk/functions/data/repositories/vermittlernummern';
import { zaehlerRepository } from '@lieferdesk/functions/data/repositories/zaehler';
import { VERTRAG_ID_START, vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { kundenSchluessel } from '@lieferdesk/functions/domain/person';
import { vertragsSchluessel } from '@lieferdesk/functions/domain/auswertung/kontext';
import type { ZeilenErgebnis } from '@lieferdesk/functions/formate/ergebnis';
import { gdvZeilen } from '@lieferdesk/functions/formate/gdv/zeilen';
import { demoBestandEinspielen } from '../../infra/local/demo/bestand';
import { legeTabelleAn } from '../../infra/local/dynamodb';
import { MUSTERDATEI } from '../fixtures';
import { eindeutigeMarke } from '../helpers/eindeutig';

const stack = inject('stack');
const demo = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);

describe('Demo-Bestand im Stack (nur lesen)', () => {
  const kunden = kundenRepository(demo);
  const vertraege = vertraegeRepository(demo);

  it('findet Verträge über die normalisierte Nummer, über alle Makler', async () => {
    const gefunden = await vertraege.nachVsnr(1, [
      '59999999999',
      '59999999995',
      '59999999998',
      'GIBTESNICHT',
    ]);
    expect(gefunden.map((v) => v.vertragId).sort()).toEqual([900001, 900005]);
    // Seeded as "5999 9999 995": the key is the normalised number.
    expect(gefunden.find((v) => v.vertragId === 900005)).toMatchObject({
      vsnr: '5999 9999 995',
      kundennr: 90005,
    });
    // Deleted contracts hold no key.
    expect(await vertraege.nachVsnr(3, [normalisiereVsnr('HR-20001-0007')!])).toEqual([]);
    expect((await vertraege.desMaklersNachVsnr('20001', 3, 'HR200010007'))[0]).toMatchObject({
      geloescht: true,
    });
  });

  it('liest den Bestand eines Maklers bei einer Gesellschaft seitenweise', async () => {
    // Other tests book the GDV sample for this broker (and delete those bookings again: the
    // contracts stay, marked deleted); the seeded contracts have numbers below the counter's.
    const geseedet = (v: { vertragId: number }) => v.vertragId < VERTRAG_ID_START;
    const alle = (await vertraege.alleDesMaklers('10001', 1)).filter(geseedet);
    expect(alle.map((v) => v.vertragId).sort()).toEqual([900001, 900002, 900005, 900007]);
    const gesehen: number[] = [];
    let weiter: string | undefined;
    let seiten = 0;
    do {
      const seite = await vertraege.seiteDesMaklers('10001', 1, weiter, 3);
      gesehen.push(...seite.daten.filter(geseedet).map((v) => v.vertragId));
      weiter = seite.weiter;
      seiten++;
    } while (weiter);
    expect(gesehen.sort()).toEqual([900001, 900002, 900005, 900007]);
    expect(seiten).toBeGreaterThanOrEqual(2);
    // Company 1 is not company 10…: the key prefix ends at the company.
    expect(await vertraege.alleDesMaklers('10001', 10)).toEqual([]);
    expect((await vertraege.desKunden(90012)).map((v) => v.vsnr).sort()).toEqual([
      'HH-2023-0045871',
      'UV-5519023',
    ]);
  });

  it('findet Kunden nach Nummer, nach Nachname und seitenweise', async () => {
    expect(await kunden.laden(90001)).toMatchObject({
      name: 'Kitzelpfütze',
      gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'B4LTTT' }],
    });
    expect((await kunden.ladenMehrere([90001, 90005, 90005, 4711])).map((k) => k.kundennr).sort()).toEqual([
      90001, 90005,
    ]);
    expect((await kunden.nachName('10001', 'POLLIMANN')).map((k) => k.kundennr).sort()).toEqual([
      90003, 90004,
    ]);
    // "Pollsmann" is a prefix of nothing else here, but the lookup is exact anyway.
    expect(
      (await kunden.nachNamen('10001', ['Pollsmann', 'Fresy', 'Kitzelpfuetze']))
        .map((k) => k.kundennr)
        .sort(),
    ).toEqual([90001, 90002, 90005]);
    expect(await kunden.nachName('10002', 'Pollimann')).toEqual([]);
    const erste = await kunden.seiteDesMaklers('10001', undefined, 5);
    expect(erste.daten).toHaveLength(5);
    const zweite = await kunden.seiteDesMaklers('10001', erste.weiter, 5);
    expect([...erste.daten, ...zweite.daten].map((k) => k.kundennr).sort()).toEqual(
      (await kunden.alleDesMaklers('10001')).map((k) => k.kundennr).sort(),
    );
  });

  it('ordnet Vermittlernummern ihrem Makler zu', async () => {
    const vermittler = vermittlernummernRepository(demo);
    expect(await vermittler.makler(1, '9999 009999')).toBe('10001');
    expect(await vermittler.makler(2, '1234567')).toBe('10002');
    expect(await vermittler.makler(2, '9999009999')).toBeUndefined();
    expect((await vermittler.derGesellschaft(4)).map((v) => v.maklernr)).toEqual(['10002']);
    expect((await vermittler.desMaklers('10002')).map((v) => v.gesellschaftId).sort()).toEqual([2, 4]);
  });
});

describe('Buchen in eigener Tabelle', () => {
  let db: Datenbank;
  beforeAll(async () => {
    const tabelle = `bestand-test-${eindeutigeMarke()}`;
    await legeTabelleAn(stack.dynamoEndpoint, tabelle, tabellenDefinition());
    db = datenbankFuer(tabelle, stack.dynamoEndpoint);
    await demoBestandEinspielen(db);
  });

  it('legt einen Vertrag auch bei gleichzeitigen Versuchen genau einmal an und zählt ihn einmal', async () => {
    const vertraege = vertraegeRepository(db);
    const neu = {
      gesellschaftId: 1,
      vuNummer: '9999',
      vsnr: 'K-777',
      vsnrNorm: '777',
      maklernr: '30001',
      sparte: '040',
      beitrag: 50,
    };
    const ergebnisse = await Promise.all(
      Array.from({ length: 6 }, () => vertraege.anlegen(neu, 90001, '2026-11')),
    );
    const ids = new Set(ergebnisse.map((e) => e.vertragId));
    expect(ids.size).toBe(1);
    expect(ergebnisse.filter((e) => e.neu)).toHaveLength(1);
    expect([...ids][0]).toBeGreaterThan(VERTRAG_ID_START);
    expect(await gebuehrenRepository(db).zaehlungen('30001')).toEqual([{ monat: '2026-11', angelegt: 1 }]);
    // Another spelling of the same number is the same contract.
    expect(await vertraege.anlegen({ ...neu, vsnr: '0777' }, 90001, '2026-12')).toEqual({
      vertragId: [...ids][0],
      neu: false,
    });

    // Deleting frees the number: a new contract may take it.
    await vertraege.loeschen([...ids][0]!);
    expect(await vertraege.nachVsnr(1, ['777'])).toEqual([]);
    const danach = await vertraege.anlegen(neu, 90001, '2026-12');
    expect(danach.neu).toBe(true);
    expect(danach.vertragId).not.toBe([...ids][0]);
    expect(await gebuehrenRepository(db).zaehlungen('30001')).toEqual([
      { monat: '2026-11', angelegt: 1 },
      { monat: '2026-12', angelegt: 1 },
    ]);
    await vertraege.aendern(danach.vertragId, { beitrag: 55.5, status: 'storniert' });
    expect(await vertraege.laden(danach.vertragId)).toMatchObject({
      beitrag: 55.5,
      status: 'storniert',
      geloescht: false,
    });
  });

  it('legt einen neuen Kunden unter seinem Schlüssel genau einmal an; Kundennummern ergänzen sich', async () => {
    const kunden = kundenRepository(db);
    const person = { name: 'Neumann', vorname: 'Nora', geburtsdatum: '1990-01-01' };
    const schluessel = kundenSchluessel('30001', person);
    const ergebnisse = await Promise.all(
      Array.from({ length: 5 }, () =>
        kunden.anlegen(schluessel, { ...person, maklernr: '30001', gesellschaftKundennummern: [] }),
      ),
    );
    expect(new Set(ergebnisse.map((e) => e.kundennr)).size).toBe(1);
    expect(ergebnisse.filter((e) => e.neu)).toHaveLength(1);
    const kundennr = ergebnisse[0]!.kundennr;
    expect((await kunden.nachSchluesseln([schluessel])).get(schluessel)).toBe(kundennr);

    await Promise.all([
      kunden.kundennummerErgaenzen(kundennr, { gesellschaftId: 1, nummer: 'A' }),
      kunden.kundennummerErgaenzen(kundennr, { gesellschaftId: 2, nummer: 'B' }),
      kunden.kundennummerErgaenzen(kundennr, { gesellschaftId: 1, nummer: 'A' }),
    ]);
    expect((await kunden.laden(kundennr))?.gesellschaftKundennummern).toEqual(
      expect.arrayContaining([
        { gesellschaftId: 1, nummer: 'A' },
        { gesellschaftId: 2, nummer: 'B' },
      ]),
    );
    expect((await kunden.laden(kundennr))?.gesellschaftKundennummern).toHaveLength(2);
    expect((await kunden.nachName('30001', 'NEUMANN')).map((k) => k.kundennr)).toEqual([kundennr]);
  });

  it('bucht Provisionen einmal je Zeile und löscht die Buchungen einer Datei', async () => {
    const buchungen = provisionsbuchungenRepository(db);
    const b = {
      dateiId: 4242,
      zeile: 2,
      vertragId: 900011,
      maklernr: '10002',
      gesellschaftId: 4,
      vsnr: 'HH-2023-0045871',
      betrag: 46.86,
      datum: '2024-03-04',
    };
    expect(await buchungen.buchen(b)).toBe(true);
    expect(await buchungen.buchen({ ...b, betrag: 99 })).toBe(false);
    expect(await buchungen.buchen({ ...b, zeile: 3, betrag: -54.85, datum: '2024-03-18' })).toBe(true);
    expect((await buchungen.derDatei(4242)).map((x) => [x.zeile, x.betrag])).toEqual([
      [2, 46.86],
      [3, -54.85],
    ]);
    expect(await buchungen.gebuchteZeilen(4242)).toEqual(new Set([2, 3]));
    expect((await buchungen.desVertrags(900011)).map((x) => x.datum)).toEqual(['2024-03-04', '2024-03-18']);
    expect(await buchungen.loeschenDerDatei(4242)).toBe(2);
    expect(await buchungen.derDatei(4242)).toEqual([]);
  });

  it('die Musterdatei: Daten laden wie die Pipeline, auswerten, buchen — zweimal gebucht ist einmal gebucht', async () => {
    const zeilen: ZeilenErgebnis[] = [];
    for await (const z of gdvZeilen(createReadStream(MUSTERDATEI.pfad))) zeilen.push(z);

    // What a pipeline loads for the file: its company's intermediary numbers, the contracts of
    // its policy numbers (BatchGet), their customers and the customers of the named persons.
    const gesellschaften = await gesellschaftenRepository(demo).liste();
    const vermittlernummern = await vermittlernummernRepository(db).derGesellschaft(1);
    const vsnrs = new Set(
      zeilen
        .map((z) => normalisiereVsnr(z.felder?.VsNr as string | undefined))
        .filter((v) => v !== undefined),
    );
    const vertraege = await vertraegeRepository(db).nachVsnr(1, vsnrs);
    const namen = zeilen.filter((z) => z.satz === '0100#1').map((z) => z.felder!.Name1 as string);
    const kunden = [
      ...(await kundenRepository(db).ladenMehrere(vertraege.map((v) => v.kundennr))),
      ...(await kundenRepository(db).nachNamen('10001', namen)),
    ];
    const ergebnisse = [...werteAlleAus(zeilen, { gesellschaften, vermittlernummern, kunden, vertraege })];
    const zaehlung: Record<number, number> = {};
    for (const e of ergebnisse) zaehlung[e.status] = (zaehlung[e.status] ?? 0) + 1;
    expect(zaehlung).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });

    const zuBuchen = ergebnisse.map((e) => ({
      dateiId: 77,
      zeile: e.zeile,
      status: e.status,
      treffer: e.treffer,
    }));
    const stand = async () => {
      const schluessel = ergebnisse.flatMap((e) => (e.treffer?.art === 'vertrag' ? [e.treffer] : []));
      const aktiv = await vertraegeRepository(db).nachVsnr(
        1,
        schluessel.map((t) => t.vsnrNorm!),
      );
      const neueKunden = schluessel
        .filter((t) => t.person && t.kundennr === undefined)
        .map((t) => kundenSchluessel(t.maklernr!, t.person!));
      return {
        vertraege: new Map(aktiv.map((v) => [vertragsSchluessel(v.gesellschaftId, v.vsnrNorm), v])),
        kunden: new Map(
          (await kundenRepository(db).ladenMehrere(aktiv.map((v) => v.kundennr))).map((k) => [k.kundennr, k]),
        ),
        kundenSchluessel: await kundenRepository(db).nachSchluesseln(neueKunden),
        buchungen: new Set<string>(),
      };
    };
    const optionen = { modus: 1, monat: '2026-11' } as const;
    // The counters' values now (an ADD of 0 answers them).
    const zaehlerstand = () =>
      Promise.all(['kunde', 'vertrag'].map((name) => zaehlerRepository(db).erhoehenUm(name, 0)));
    const [kundenVorher, vertraegeVorher] = await zaehlerstand();
    const erster = await buchungsausfuehrung(db).fuehreAus(
      planeBuchungen(zuBuchen, optionen, await stand()).operationen,
    );
    expect(erster).toMatchObject({
      kundenAngelegt: 3,
      vertraegeAngelegt: 8,
      vertraegeGeaendert: 2,
      provisionenGebucht: 0,
    });
    expect((await vertraegeRepository(db).laden(900005))?.beitrag).toBe(112.5);
    expect((await vertraegeRepository(db).desKunden(90005)).map((v) => v.vsnr).sort()).toEqual([
      '5999 9999 995',
      '59999999991',
      '59999999992',
      '59999999993',
      '59999999994',
    ]);
    expect(await gebuehrenRepository(db).zaehlungen('10001')).toEqual([{ monat: '2026-11', angelegt: 8 }]);
    // One block of numbers each: the counters rose once by what the batch created, and the new
    // contracts hold that block's numbers (in the order their creates asked, not necessarily
    // the lines' order).
    const [kundenNachher, vertraegeNachher] = await zaehlerstand();
    expect(kundenNachher! - kundenVorher!).toBe(3);
    expect(vertraegeNachher! - vertraegeVorher!).toBe(8);
    const neueIds = (await vertraegeRepository(db).nachVsnr(1, vsnrs))
      .map((v) => v.vertragId)
      .filter((id) => id > VERTRAG_ID_START + vertraegeVorher!)
      .sort((a, b) => a - b);
    expect(neueIds).toEqual(Array.from({ length: 8 }, (_, i) => VERTRAG_ID_START + vertraegeVorher! + 1 + i));

    // The same operations executed again (a retried task): nothing new, nothing counted.
    const plan = planeBuchungen(zuBuchen, optionen, await stand());
    expect(plan.operationen).toEqual([]);
    const wiederholt = await buchungsausfuehrung(db).fuehreAus(
      planeBuchungen(zuBuchen, optionen, {
        vertraege: new Map(),
        kunden: new Map(),
        kundenSchluessel: new Map(),
        buchungen: new Set(),
      }).operationen,
    );
    expect(wiederholt).toMatchObject({ kundenAngelegt: 0, vertraegeAngelegt: 0 });
    // It found every contract and customer there: it drew no numbers.
    expect(await zaehlerstand()).toEqual([kundenNachher, vertraegeNachher]);
    expect(await gebuehrenRepository(db).zaehlungen('10001')).toEqual([{ monat: '2026-11', angelegt: 8 }]);
    expect(
      (await kundenRepository(db).alleDesMaklers('10001')).filter((k) => k.name === 'Gillensvier'),
    ).toHaveLength(1);
  });

  it('zählt die Gebühr über alle Anteile und die ungeteilten Zähler von vorher', async () => {
    const ungeteilt = new Entity(gebuehrenzaehlerUngeteiltSchema, { table: db.tabelle, client: db.client });
    await ungeteilt.put({ maklernr: '40001', monat: '2026-10', angelegt: 4 }).go();
    await ungeteilt.put({ maklernr: '40001', monat: '2026-11', angelegt: 1 }).go();
    const gebuehren = gebuehrenRepository(db);
    expect(await gebuehren.erhoehen('40001', '2026-11', 2, 3)).toBe(2);
    expect(await gebuehren.erhoehen('40001', '2026-11', 3, 15)).toBe(3);
    expect(await gebuehren.erhoehen('40001', '2026-11', 1, 3)).toBe(3);
    expect(await gebuehren.zaehlungen('40001')).toEqual([
      { monat: '2026-10', angelegt: 4 },
      { monat: '2026-11', angelegt: 7 },
    ]);
    // Another broker's counters are not his.
    expect(await gebuehren.zaehlungen('4000')).toEqual([]);
  });
});
