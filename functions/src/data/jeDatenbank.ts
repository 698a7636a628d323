/**
 * One repository per table client, built on first use. ElectroDB checks an entity's model
 * against its JSON Schema each time an entity is built — in the download job, whose shipments
 * each built their repositories anew, that was a third of its CPU (`npm run bench:bipro
 * --profil`). A repository holds nothing but its client and entities, so one serves every call.
 */
import { datenbank, type Datenbank } from './datenbank';

export function jeDatenbank<R>(bauen: (db: Datenbank) => R): (db?: Datenbank) => R {
  const gebaut = new WeakMap<Datenbank, R>();
  return (db = datenbank()) => {
    let repository = gebaut.get(db);
    if (repository === undefined) gebaut.set(db, (repository = bauen(db)));
    return repository;
  };
}
