import { describe, expect, it } from 'vitest';
import type { BiproDokument } from '@lieferdesk/shared';
import { POSTEINGANG_TEXTE as T } from '@lieferdesk/shared';
import {
  bearbeitbar,
  downloadArt,
  ersteSpalte,
  filterAnfrage,
  gesperrtWeil,
  standardEntwurf,
  zuordnenPfad,
} from '../src/pages/posteingang/posteingang';
import { markierbar } from '../src/komponenten/geloeschteZeilen';

const heute = new Date(2026, 2, 15, 10, 30);
const dokument = (d: Partial<BiproDokument> = {}): BiproDokument => ({
  id: 4711,
  fileName: 'Police 2026.pdf',
  creationDate: '2026-03-10T12:00:00.000Z',
  invisible: false,
  aenderbar: true,
  ...d,
});

describe('Posteingang: Filter (Referenz §2.10, §5, §9)', () => {
  it('Standard: nicht zugeordnet, der letzte Monat bis heute, alle Gesellschaften', () => {
    const standard = standardEntwurf(heute);
    expect(filterAnfrage(standard, false)).toEqual({
      filterMode: 0,
      fromDate: '2026-02-15',
      toDate: '2026-03-15',
    });
  });

  it('nimmt nur gefüllte Felder, getrimmt; ein Tag allein ist von und bis', () => {
    const anfrage = filterAnfrage(
      {
        ...standardEntwurf(heute),
        filterMode: 2,
        zeitraum: [new Date(2026, 0, 5), null],
        gesellschaftId: 3,
        policeNr: ' 5999-9999 ',
        internalId: 900001,
        customerName: 'Müller, Hans ',
        customerId: 90001,
        gevoArt: 100007000,
        fremdnummer: '  ',
        vermittlernummer: 'V-1',
      },
      false,
    );
    expect(anfrage).toEqual({
      filterMode: 2,
      fromDate: '2026-01-05',
      toDate: '2026-01-05',
      gesellschaftId: 3,
      policeNr: '5999-9999',
      internalId: 900001,
      customerName: 'Müller, Hans',
      customerId: 90001,
      gevoArt: 100007000,
      vermittlernummer: 'V-1',
    });
    expect(filterAnfrage({ ...standardEntwurf(heute), zeitraum: null }, false)).toEqual({ filterMode: 0 });
  });

  it('den Struktur-Schalter nur für Benutzer mit der BiPRO-Struktur-Rolle (§5)', () => {
    const mit = { ...standardEntwurf(heute), mitStruktur: true };
    expect(filterAnfrage(mit, true).mitStruktur).toBe(true);
    expect(filterAnfrage(mit, false)).not.toHaveProperty('mitStruktur');
    expect(filterAnfrage(standardEntwurf(heute), true)).not.toHaveProperty('mitStruktur');
  });

  it('gelöschte Einträge nur auf Wunsch', () => {
    expect(filterAnfrage(standardEntwurf(heute), false)).not.toHaveProperty('showDeleted');
    expect(filterAnfrage({ ...standardEntwurf(heute), geloeschte: true }, false).showDeleted).toBe(true);
  });
});

describe('Posteingang: was eine Zeile erlaubt (Referenz §4, §6)', () => {
  it('ändern, was der Server erlaubt und nicht gelöscht ist; Gelöschte markiert nur, wer wiederherstellt', () => {
    const eigen = dokument();
    const nurLesen = dokument({ aenderbar: false });
    const geloescht = dokument({ invisible: true });
    expect([bearbeitbar(eigen), bearbeitbar(nurLesen), bearbeitbar(geloescht)]).toEqual([true, false, false]);
    expect([markierbar(eigen, false), markierbar(nurLesen, true), markierbar(geloescht, false)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(markierbar(geloescht, true)).toBe(true);
    expect([gesperrtWeil(eigen), gesperrtWeil(nurLesen), gesperrtWeil(geloescht)]).toEqual([
      undefined,
      T.nurLesen,
      T.geloeschtNurLesen,
    ]);
  });
});

describe('Posteingang: wohin eine Zeile führt', () => {
  it('Zuordnen: die Zuordnungsseite mit id, insuranceId und fileName (§2.11)', () => {
    expect(zuordnenPfad(dokument({ internalId: 900001 }))).toBe(
      '/intern/bipro/documents/assign_insurance?id=4711&insuranceId=900001&fileName=Police+2026.pdf',
    );
    expect(zuordnenPfad(dokument())).toBe(
      '/intern/bipro/documents/assign_insurance?id=4711&fileName=Police+2026.pdf',
    );
  });

  it('die erste Spalte: im Modus 2 der Vertrag, sonst die Zuordnung', () => {
    expect(ersteSpalte(dokument({ internalId: 900001 }), 2)).toEqual({
      art: 'vertrag',
      pfad: '/home/versicherungen/insurance-group/details/900001',
    });
    expect(ersteSpalte(dokument(), 2)).toEqual({ art: 'ohneVertrag' });
    expect(ersteSpalte(dokument({ internalId: 900001 }), 1)).toEqual({
      art: 'zuordnen',
      pfad: zuordnenPfad(dokument({ internalId: 900001 })),
    });
    expect(ersteSpalte(dokument(), 0).art).toBe('zuordnen');
  });

  it('der Download der offenen Dokumente nur in Modus 0', () => {
    expect(downloadArt(0)).toBe('nichtZugeordnet');
    expect(downloadArt(1)).toBe('zugeordnet');
    expect(downloadArt(2)).toBe('zugeordnet');
  });
});
