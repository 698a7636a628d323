/**
 * An XML document cut off (xml-ende.ts, reference §4): read up to its last complete markup with
 * the open elements closed, the caller told which were open — and refused as before where no
 * one asks for that, or where the cut is not its only fault.
 */
import { describe, expect, it } from 'vitest';
import { eingebauteSchnittstellen, EINGEBAUT_ID } from '../../../src/formate/schnittstellen/eingebaut';
import { leseDatei } from '../../../src/formate/schnittstellen';
import { vervollstaendige } from '../../../src/formate/schnittstellen/xml-ende';
import { alle, beispiel, liesEingebaut, stuecke } from './hilfen';

describe('vervollstaendige', () => {
  it('schneidet auf das letzte vollständige Markup zurück und schließt die offenen Elemente', () => {
    expect(vervollstaendige('<?xml version="1.0"?><a><b x="1"/><c>hal')).toEqual({
      text: '<?xml version="1.0"?><a><b x="1"/><c></c></a>',
      offen: ['a', 'c'],
    });
    // The root's end tag cut: the root is still open.
    expect(vervollstaendige('<a><b/></a')).toEqual({ text: '<a><b/></a>', offen: ['a'] });
    // A cut tag is dropped whole, also with a ">" inside its quotes.
    expect(vervollstaendige('<a x="1"><b y="2>3" z')).toEqual({ text: '<a x="1"></a>', offen: ['a'] });
    // Comments, CDATA and closed elements do not stay open; a cut comment is dropped.
    expect(vervollstaendige('<a><!-- <x> --><![CDATA[<y>]]><b></b><c/><!-- ab')).toEqual({
      text: '<a><!-- <x> --><![CDATA[<y>]]><b></b><c/></a>',
      offen: ['a'],
    });
  });

  it('gibt nichts für ein Dokument, dessen Elemente alle geschlossen sind', () => {
    expect(vervollstaendige('<a><b/></a>')).toBeUndefined();
    expect(vervollstaendige('kein XML')).toBeUndefined();
  });
});

describe('abgeschnittenes OMDS-Dokument', () => {
  const eingebaut = eingebauteSchnittstellen();
  const omds = eingebaut.find((s) => s.id === EINGEBAUT_ID.omds)!;
  const ganz = beispiel('omds-bestand-2024-03.xml').toString('utf8');
  // Cut inside the fourth contract's start tag: three contracts are complete.
  const vierter = ganz.split('<VERTRAG ', 4).join('<VERTRAG ').length;
  const abgeschnitten = ganz.slice(0, vierter + 30);
  const lies = (unvollstaendig?: (offen: string[]) => void) =>
    alle(
      leseDatei(omds, {
        alle: (id) => eingebaut.find((s) => s.id === id),
        dateiname: 'omds.xml',
        eingabe: stuecke(abgeschnitten, 512),
        unvollstaendig,
      }),
    );

  it('liest die Sätze bis zum Schnitt und meldet die offenen Elemente', async () => {
    const voll = await liesEingebaut(EINGEBAUT_ID.omds, 'omds-bestand-2024-03.xml');
    const gemeldet: string[][] = [];
    const gelesen = await lies((offen) => gemeldet.push(offen));
    expect(gemeldet).toEqual([['OMDS', 'PAKET']]);
    expect(gelesen).toHaveLength(3);
    expect(gelesen.map((e) => e.felder)).toEqual(voll.slice(0, 3).map((e) => e.felder));
  });

  it('lehnt es ab, wo niemand nach dem Schnitt fragt', async () => {
    await expect(lies()).rejects.toThrow(/nicht wohlgeformt/);
  });

  it('lehnt ein Dokument ab, das außer dem Schnitt einen Fehler hat', async () => {
    const kaputt = abgeschnitten.replace('</PERSON>', '</PERSONX>');
    const gemeldet: string[][] = [];
    await expect(
      alle(
        leseDatei(omds, {
          alle: (id) => eingebaut.find((s) => s.id === id),
          dateiname: 'omds.xml',
          eingabe: stuecke(kaputt, 512),
          unvollstaendig: (offen) => gemeldet.push(offen),
        }),
      ),
    ).rejects.toThrow(/nicht wohlgeformt/);
    expect(gemeldet).toEqual([]);
  });
});
