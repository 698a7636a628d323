/**
 * The single table, derived from the entity declarations: the CDK stack and the local stack
 * create exactly the keys and indexes the entities use, so the two can never drift apart.
 */
import { dateiHashSchema } from './entities/dateiHash';
import { exportPlatzSchema } from './entities/exportPlatz';
import { fortschrittSchema } from './entities/fortschritt';
import { gesellschaftSchema } from './entities/gesellschaft';
import { gesellschaftZugangSchema } from './entities/gesellschaftZugang';
import { importDateiSchema } from './entities/importDatei';
import { importZeileSchema } from './entities/importZeile';
import { kategorieSchema } from './entities/kategorie';
import { lesefehlerBestaetigungSchema } from './entities/lesefehlerBestaetigung';
import { maklerSchema } from './entities/makler';
import { schnittstelleSchema } from './entities/schnittstelle';
import { zaehlerSchema } from './entities/zaehler';
import { eindeutigSchema } from './entities/eindeutig';
import { gebuehrenzaehlerSchema } from './entities/gebuehrenzaehler';
import { kundeSchema } from './entities/kunde';
import { provisionsbuchungSchema } from './entities/provisionsbuchung';
import { vermittlernummerSchema } from './entities/vermittlernummer';
import { vertragSchema } from './entities/vertrag';
import { unbekannteVuNummerSchema } from './entities/unbekannteVuNummer';
import { zugangSchema } from './entities/zugang';
import { biproLieferungSchema } from './entities/biproLieferung';
import { biproDateiSchema } from './entities/biproDatei';
import { kategorieAusnahmeSchema } from './entities/kategorieAusnahme';
import { einstellungSchema } from './entities/einstellung';
import { interfacelaufSchema } from './entities/interfacelauf';
import { interfacelaufAusfallSchema } from './entities/interfacelaufAusfall';
import { abholErgebnisSchema } from './entities/abholErgebnis';
import { uebersichtTagSchema } from './entities/uebersichtTag';
import { uebersichtOffenSchema } from './entities/uebersichtOffen';
import { uebersichtWocheSchema } from './entities/uebersichtWoche';

export const ENTITAETEN = [
  kategorieSchema,
  gesellschaftSchema,
  maklerSchema,
  schnittstelleSchema,
  zaehlerSchema,
  importDateiSchema,
  importZeileSchema,
  dateiHashSchema,
  fortschrittSchema,
  exportPlatzSchema,
  lesefehlerBestaetigungSchema,
  kundeSchema,
  vertragSchema,
  eindeutigSchema,
  provisionsbuchungSchema,
  gebuehrenzaehlerSchema,
  vermittlernummerSchema,
  unbekannteVuNummerSchema,
  gesellschaftZugangSchema,
  zugangSchema,
  biproLieferungSchema,
  abholErgebnisSchema,
  biproDateiSchema,
  kategorieAusnahmeSchema,
  einstellungSchema,
  interfacelaufSchema,
  interfacelaufAusfallSchema,
  uebersichtTagSchema,
  uebersichtOffenSchema,
  uebersichtWocheSchema,
] as const;

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** The attributes besides the keys an index holds; absent: all (ALL). */
  projektion?: readonly string[];
}

/**
 * Indexes that hold only some attributes. The workbench's list index (importZeile `sicht`) is
 * written with every line, so it holds what a row and the line filter need — not the line's
 * text and values, which would double the stored lines. ElectroDB's identifiers are kept so
 * it recognises the items.
 */
export const PROJEKTIONEN: Readonly<Record<string, readonly string[]>> = {
  gsi3: ['dateiId', 'zeile', 'status', 'use4Booking', 'satz', 'journal', '__edb_e__', '__edb_v__'],
};
export interface TabellenDefinition {
  partitionKey: string;
  sortKey?: string;
  globaleIndizes: IndexDefinition[];
}

interface IndexDeklaration {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

export function tabellenDefinition(
  schemas: readonly { indexes: Record<string, IndexDeklaration> }[] = ENTITAETEN,
): TabellenDefinition {
  let primaer: { pk: string; sk?: string } | undefined;
  const gsis = new Map<string, IndexDefinition>();
  for (const schema of schemas) {
    for (const deklaration of Object.values(schema.indexes)) {
      const pk = deklaration.pk.field;
      const sk = deklaration.sk?.field;
      if (deklaration.index === undefined) {
        if (primaer && (primaer.pk !== pk || primaer.sk !== sk)) {
          throw new Error(`Primärschlüssel widersprüchlich deklariert: ${pk}/${sk}`);
        }
        primaer = { pk, sk };
        continue;
      }
      const bekannt = gsis.get(deklaration.index);
      if (bekannt && (bekannt.partitionKey !== pk || bekannt.sortKey !== sk)) {
        throw new Error(`Index ${deklaration.index} widersprüchlich deklariert`);
      }
      const projektion = PROJEKTIONEN[deklaration.index];
      gsis.set(deklaration.index, {
        name: deklaration.index,
        partitionKey: pk,
        sortKey: sk,
        ...(projektion ? { projektion } : {}),
      });
    }
  }
  if (!primaer) throw new Error('Keine Entität deklariert einen Primärschlüssel');
  return { partitionKey: primaer.pk, sortKey: primaer.sk, globaleIndizes: [...gsis.values()] };
}
