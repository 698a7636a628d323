import type { Zuordnungsdaten } from './antwort';
import { istBipro, istGevo } from './namensraeume';
import { kind, nachfahren, textVon, type XmlElement } from './xmlBaum';

/** The first `Zuordnungsdaten` of a transfer, wherever the version nests it. */
export function zuordnungsdatenAus(t: XmlElement): Zuordnungsdaten {
  const z = nachfahren(t, 'Zuordnungsdaten', istBipro)[0];
  const feld = (name: string) => (z ? textVon(kind(z, name, istBipro)) : undefined);
  const artId = textVon(nachfahren(t, 'ArtID', istGevo)[0]);
  const daten: Zuordnungsdaten = {
    versicherungsscheinnummer: feld('Versicherungsscheinnummer'),
    partnernummer: feld('Partnernummer'),
    vermittlernummer: feld('Vermittlernummer'),
    schadennummer: feld('SchadennummerVU'),
    artId,
  };
  return Object.fromEntries(Object.entries(daten).filter(([, w]) => w !== undefined)) as Zuordnungsdaten;
}
