import { describe, expect, it } from 'vitest';
import { kartenFeldVon } from '../src/pages/zuordnung/Karte';

describe('kartenFeldVon', () => {
  it('nimmt Test-Name, Beschriftung und Wert vom selben Feld', () => {
    const feld = kartenFeldVon({ vsnr: 'Versicherungsnummer', sparte: 'Sparte' }, { vsnr: 'A-1' });
    expect(feld('vsnr')).toEqual({ name: 'vsnr', label: 'Versicherungsnummer', wert: 'A-1' });
    expect(feld('sparte')).toEqual({ name: 'sparte', label: 'Sparte', wert: undefined });
  });
});
