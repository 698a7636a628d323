/**
 * The single table, derived from the entity declarations: the CDK stack and the local stack
 * create exactly the keys and indexes the entities use, so the two can never drift apart.
 */
import { dateiHashSchema } from './entities/dateiHash';
import { fortschrittSchema } from './entities/fortschritt';
import { gesellschaftSchema } from './entities/gesellschaft';
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
  lesefehlerBestaetigungSchema,
  kundeSchema,
  vertragSchema,
  eindeutigSchema,
  provisionsbuchungSchema,
  gebuehrenzaehlerSchema,
  vermittlernummerSchema,
  unbekannteVuNummerSchema,
] as const;

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
}
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
      gsis.set(deklaration.index, { name: deklaration.index, partitionKey: pk, sortKey: sk });
    }
  }
  if (!primaer) throw new Error('Keine Entität deklariert einen Primärschlüssel');
  return { partitionKey: primaer.pk, sortKey: primaer.sk, globaleIndizes: [...gsis.values()] };
}
