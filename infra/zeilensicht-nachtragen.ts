/**
 * Puts import lines written before the workbench's list index existed into it (reference §7,
 * "Reading a page"): run once against a deployed table after the deployment that added the
 * index (the local stack does it by itself at start).
 *
 *   npx tsx infra/zeilensicht-nachtragen.ts <table name>
 *
 * AWS credentials and region from the environment, as for `cdk deploy`.
 */
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { zeilenSichtRepository } from '@lieferdesk/functions/data/repositories/zeilenSicht';

const tabelle = process.argv[2];
if (!tabelle) {
  console.error('Aufruf: npx tsx infra/zeilensicht-nachtragen.ts <Tabellenname>');
  process.exit(2);
}
const anzahl = await zeilenSichtRepository(datenbankFuer(tabelle)).nachtragen();
console.log(`${anzahl} Zeilen in den Listenindex eingetragen.`);
