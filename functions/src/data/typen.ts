/**
 * Compile-time checks that a record type and an entity's item are one type: the entity
 * declaration is the source, and where the domain keeps its own type (domain/bestand.ts,
 * domain/zuordnung/zuordnung.ts) it must match the item exactly — an attribute added, dropped or
 * retyped on either side fails the build, not a read.
 */

/** The type with every property writable, at every depth: ElectroDB marks map properties readonly. */
type Offen<T> = T extends readonly (infer E)[]
  ? Offen<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Offen<T[K]> }
    : T;

/** True exactly when A and B have the same properties of the same types (not merely assignable one way). */
export type Gleich<A, B> =
  (<T>() => T extends Offen<A> ? 1 : 2) extends <T>() => T extends Offen<B> ? 1 : 2 ? true : false;

/** Compiles only for `true`: `type _Pruefung = Pruefe<Gleich<A, B>>`. */
export type Pruefe<T extends true> = T;
