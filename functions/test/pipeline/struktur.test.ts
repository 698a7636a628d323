import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import { auswertungsStruktur } from '../../src/pipeline/verarbeitung/struktur';

const leiter: Benutzer = {
  id: 's',
  name: 'leiter',
  rollen: ['BIPRO_STRUKTUR', 'IS_DATEN_IMPORT_VISIBLE'],
  maklernr: '10000',
  struktur: ['10001', '10002'],
};

describe('auswertungsStruktur', () => {
  it('die Struktur zählt nur, wenn der Makler der Datei selbst auswertet', () => {
    expect(auswertungsStruktur(leiter, { maklernr: '10000' })).toEqual(['10001', '10002']);
    expect(auswertungsStruktur(leiter, { maklernr: '10001' })).toEqual([]);
    expect(auswertungsStruktur(leiter, { maklernr: undefined })).toEqual([]);
    expect(auswertungsStruktur({ ...leiter, maklernr: undefined }, { maklernr: undefined })).toEqual([]);
  });
});
