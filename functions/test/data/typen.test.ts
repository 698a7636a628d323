/**
 * The type equality the repositories assert (checked by the compiler: `npm run typecheck`
 * fails on a wrong line here, as a repository fails on an entity that drifts from its domain type).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Gleich } from '../../src/data/typen';

interface Eintrag {
  nr: number;
  name?: string;
  teile: { art: string }[];
}

describe('Gleich', () => {
  it('nimmt gleiche Typen an, auch wenn ElectroDB Felder readonly macht', () => {
    expectTypeOf<Gleich<Eintrag, Eintrag>>().toEqualTypeOf<true>();
    expectTypeOf<
      Gleich<
        Eintrag,
        { readonly nr: number; readonly name?: string; teile: readonly { readonly art: string }[] }
      >
    >().toEqualTypeOf<true>();
  });
  it('weist ein fehlendes, zusätzliches, anders getyptes oder anders optionales Feld zurück', () => {
    expectTypeOf<Gleich<Eintrag, Omit<Eintrag, 'name'>>>().toEqualTypeOf<false>();
    expectTypeOf<Gleich<Eintrag, Eintrag & { mehr?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Gleich<Eintrag, Omit<Eintrag, 'nr'> & { nr: number | string }>>().toEqualTypeOf<false>();
    expectTypeOf<Gleich<Eintrag, Omit<Eintrag, 'name'> & { name: string }>>().toEqualTypeOf<false>();
    expectTypeOf<
      Gleich<Eintrag, Omit<Eintrag, 'teile'> & { teile: { art: number }[] }>
    >().toEqualTypeOf<false>();
  });
});
