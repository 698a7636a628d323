/**
 * The assign page's two adapters (zuordnung/quelleZeile.ts, quelleDokument.ts): what an import
 * line and a BiPRO document deliver, as the one core that finds and ranks the candidates sees
 * them; and the small rules beside them (reminder, journal, the page's current contract).
 */
import { describe, expect, it } from 'vitest';
import { ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import { journalErgaenzen, DOKUMENT_JOURNAL_HOECHSTENS } from '../../src/zuordnung/journal';
import { istMahnung } from '../../src/zuordnung/mahnung';
import { pruefeAktuell } from '../../src/zuordnung/pruefung';
import { dokumentQuelle, type DokumentAngaben } from '../../src/zuordnung/quelleDokument';
import { zeilenQuelle, type ZeilenAngaben } from '../../src/zuordnung/quelleZeile';

const zeile: ZeilenAngaben = {
  datei: { fileName: 'musterdatei.txt' },
  zeile: { grund: 'Vertrag nicht gefunden' },
  geliefert: {
    art: 'gdv',
    vsnr: '59999999997',
    vsnrNorm: '59999999997',
    person: { name: 'Pooosmann', vorname: 'Rudolf' },
    geburtsname: 'Pohl',
    gesellschaftKundennummer: 'W44WWW',
    fremdePersonennummer: 'P-7',
    vermittlernummer: '9999009999',
    sparte: '030',
  },
  gesellschaft: { gesellschaftId: 1, name: 'Muster Versicherung AG', vuNrBafin: '9999' },
  maklernr: '10001',
};

const dokument: DokumentAngaben = {
  fileName: 'Mahnung_59999999975.pdf',
  cause: 'Kein Vertrag mit der Versicherungsscheinnummer 5999 9999 975',
  gesellschaftId: 3,
  maklernr: '20001',
  policeNr: '5999 9999 975',
  partnernummer: 'RS-77',
  vermittlernummer: 'RS-20001',
  schadennummer: 'S-1',
  kandidaten: [
    { vertragId: 900021, kundennr: 90021, maklernr: '20001', grund: 'x' },
    { kundennr: 90022, grund: 'y' },
    { grund: 'Kein Vertrag' },
  ],
};

describe('Adapter Importzeile', () => {
  it('gibt das Gelieferte der Zeile weiter, ihre Gesellschaft und ihren Makler; Titel nach Benutzerart', () => {
    const q = zeilenQuelle(zeile, 'GDV');
    expect(q).toMatchObject({
      quelle: 'zeile',
      titel: 'GDV Datenimport',
      fileName: 'musterdatei.txt',
      cause: 'Vertrag nicht gefunden',
      gesellschaftIds: [1],
      maklernr: '10001',
      nurBestandDesMaklers: false,
      zugeordnet: { vertragId: undefined, kundennr: undefined },
      vorgemerkt: { vertragIds: [], kundennrn: [] },
      kundennummerSuchen: false,
      personAusBestand: false,
      assignMahnungAllowed: false,
    });
    expect(q.geliefert).toEqual({ ...zeile.geliefert, art: undefined });
    expect('art' in q.geliefert).toBe(false);
  });

  it('nimmt die bestehende Zuordnung als aktuelle; ohne bekannte Gesellschaft keine', () => {
    const q = zeilenQuelle(
      {
        ...zeile,
        gesellschaft: undefined,
        maklernr: undefined,
        zeile: {
          grund: 'x',
          zuordnung: {
            vertragId: 900002,
            kundennr: 90002,
            maklernr: '10001',
            gesellschaftId: 1,
            vsnr: 'v',
            vsnrNorm: 'v',
            vsnrUebertragen: false,
            zeit: 'z',
            benutzer: 'b',
          },
        },
      },
      'OMDS',
    );
    expect(q).toMatchObject({
      titel: 'OMDS Datenimport',
      gesellschaftIds: [],
      maklernr: '10001',
      zugeordnet: { vertragId: 900002, kundennr: 90002 },
    });
  });
});

describe('Adapter BiPRO-Dokument', () => {
  it('liefert Versicherungsschein-, Partner-, Vermittler- und Schadennummer, keine Person', () => {
    const q = dokumentQuelle(dokument, [], undefined);
    expect(q).toMatchObject({
      quelle: 'dokument',
      titel: T.titelDokument,
      fileName: 'Mahnung_59999999975.pdf',
      cause: dokument.cause,
      maklernr: '20001',
      nurBestandDesMaklers: true,
      kundennummerSuchen: true,
      personAusBestand: true,
      assignMahnungAllowed: false,
    });
    expect(q.geliefert).toEqual({
      vsnr: '5999 9999 975',
      vsnrNorm: '59999999975',
      gesellschaftKundennummer: 'RS-77',
      vermittlernummer: 'RS-20001',
      schadennummer: 'S-1',
    });
  });

  it('sucht bei der Gesellschaft des Zugangs und den seinem Namen zugeordneten, jede einmal', () => {
    expect(dokumentQuelle(dokument, [], undefined).gesellschaftIds).toEqual([3]);
    expect(dokumentQuelle(dokument, [4, 3, 2], undefined).gesellschaftIds).toEqual([3, 4, 2]);
  });

  it('nimmt die vorgemerkten Kandidaten und die bestehende Zuordnung', () => {
    const q = dokumentQuelle({ ...dokument, internalId: 900021, kundennr: 90021 }, [], undefined);
    expect(q.vorgemerkt).toEqual({ vertragIds: [900021], kundennrn: [90021, 90022] });
    expect(q.zugeordnet).toEqual({ vertragId: 900021, kundennr: 90021 });
    const ohne = dokumentQuelle({ ...dokument, kandidaten: undefined, policeNr: undefined }, [], undefined);
    expect(ohne.vorgemerkt).toEqual({ vertragIds: [], kundennrn: [] });
    expect(ohne.geliefert).not.toHaveProperty('vsnr');
    expect(ohne.geliefert).not.toHaveProperty('vsnrNorm');
  });

  it('eine Mahnung ist ein Dokument, dessen Kategorie die MSC-Dateikategorie Mahnung hat', () => {
    expect(dokumentQuelle(dokument, [], { kategorieFK: 5 }).assignMahnungAllowed).toBe(true);
    expect(dokumentQuelle(dokument, [], { kategorieFK: 4 }).assignMahnungAllowed).toBe(false);
    expect(istMahnung({ kategorieFK: 5 })).toBe(true);
    expect(istMahnung({ kategorieFK: 2 })).toBe(false);
    expect(istMahnung(undefined)).toBe(false);
  });
});

describe('Regeln neben den Adaptern', () => {
  it('das Journal eines Dokuments behält die neuesten Einträge', () => {
    const e = (n: number) => ({ zeit: `t${n}`, text: `e${n}` });
    expect(journalErgaenzen(undefined, [e(1)])).toEqual([e(1)]);
    expect(journalErgaenzen([e(1)], [e(2), e(3)], 2)).toEqual([e(2), e(3)]);
    const voll = Array.from({ length: DOKUMENT_JOURNAL_HOECHSTENS }, (_, i) => e(i));
    const neu = journalErgaenzen(voll, [e(99)]);
    expect(neu).toHaveLength(DOKUMENT_JOURNAL_HOECHSTENS);
    expect(neu.at(-1)).toEqual(e(99));
    expect(neu[0]).toEqual(e(1));
  });

  it('weist ab, wenn der Datensatz inzwischen einem anderen Vertrag zugeordnet ist', () => {
    expect(() => pruefeAktuell(900001, 900002)).toThrow(T.inzwischenZugeordnet(900002));
    expect(() => pruefeAktuell(900001, 900001)).not.toThrow();
    // The page showed none, or the record has none: nothing to compare.
    expect(() => pruefeAktuell(undefined, 900002)).not.toThrow();
    expect(() => pruefeAktuell(900001, undefined)).not.toThrow();
  });
});
