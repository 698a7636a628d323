/**
 * The company select of the list filters, bound to the shared company loader
 * (ROUTEN.importGesellschaften): by default 'all companies' as placeholder, searchable and
 * clearable, as every list offers it. A page passes another placeholder or layout where it differs.
 */
import { MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { useMemo } from 'react';
import { useRoute } from '../api/useRoute';
import { AuswahlFeld, type AuswahlFeldProps } from './AuswahlFeld';
import { gesellschaftenNachId, gesellschaftenNachName } from './liste';

type Props<W> = Omit<AuswahlFeldProps, 'value' | 'options' | 'onChange'> & {
  wert: W | null;
  onWert(wert: W | null): void;
};

/** The loader's companies, by id or (for lists filtered by name) by name. */
export function useGesellschaften(nach: 'id'): { label: string; value: number }[];
export function useGesellschaften(nach: 'name'): { label: string; value: string }[];
export function useGesellschaften(nach: 'id' | 'name') {
  const { data } = useRoute(ROUTEN.importGesellschaften);
  return useMemo(() => {
    const optionen = data?.gesellschaften ?? [];
    return nach === 'id' ? gesellschaftenNachId(optionen) : gesellschaftenNachName(optionen);
  }, [data, nach]);
}

/** The company by its id; cleared is null. */
export function Gesellschaftsfeld({ wert, onWert, ...auswahl }: Props<number>) {
  const firmen = useGesellschaften('id');
  return (
    <AuswahlFeld
      placeholder={MELDUNGEN.alleGesellschaften}
      filter
      showClear
      {...auswahl}
      value={wert}
      options={firmen}
      onChange={(e) => onWert(typeof e.value === 'number' ? e.value : null)}
    />
  );
}

/** The company by its name (the rows' name is what the API filters by); cleared is null. */
export function GesellschaftsnameFeld({ wert, onWert, ...auswahl }: Props<string>) {
  const firmen = useGesellschaften('name');
  return (
    <AuswahlFeld
      placeholder={MELDUNGEN.alleGesellschaften}
      filter
      showClear
      {...auswahl}
      value={wert || null}
      options={firmen}
      onChange={(e) => onWert(typeof e.value === 'string' ? e.value : null)}
    />
  );
}
