import type { z } from 'zod';
import { abholStart } from './abholen';
import { interfacelaufStart } from './interfacelauf';
import { exportStart } from './listenExport';
import { leseStart } from './lesen';
import { verarbeitungsStart } from './verarbeitung';

/**
 * The state machines of the product: their names (execution ARNs, the local interpreter) and
 * the schema of each one's input. A starter names the machine; the local stack runs each one
 * from the synthesized template by the same name.
 */
export const STRECKEN = {
  lesen: { name: 'Lesestrecke', start: leseStart, arnVariable: 'LESESTRECKE_ARN' },
  verarbeiten: {
    name: 'Verarbeitungsstrecke',
    start: verarbeitungsStart,
    arnVariable: 'VERARBEITUNGSSTRECKE_ARN',
  },
  abholen: { name: 'Abholstrecke', start: abholStart, arnVariable: 'ABHOLSTRECKE_ARN' },
  interfacelauf: {
    name: 'Interfacelaufpruefung',
    start: interfacelaufStart,
    arnVariable: 'INTERFACELAUFPRUEFUNG_ARN',
  },
  export: { name: 'Exportstrecke', start: exportStart, arnVariable: 'EXPORTSTRECKE_ARN' },
} as const;
export type Strecke = keyof typeof STRECKEN;
export type StreckenStart<S extends Strecke = Strecke> = z.infer<(typeof STRECKEN)[S]['start']>;
