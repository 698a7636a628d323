import { describe, expect, it } from 'vitest';

describe('Laufzeit', () => {
  it('läuft auf dem mitgebrachten Node 24 (Lambda-Laufzeit nodejs24.x)', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
