/**
 * Delivered contract codes as portfolio values. GDV codes from the GDV's code lists
 * (`zahlungsweise_t`, `vertragsstatus_personenstatus_t`); anything else is "sonstig" rather than
 * an error — the contract is still the broker's, only the label is unknown.
 */
import type { Vertragsstatus, Zahlweise } from './bestand';

const ZAHLWEISE: Record<string, Zahlweise> = {
  '1': 'jaehrlich',
  '2': 'halbjaehrlich',
  '4': 'vierteljaehrlich',
  '5': 'sonstig',
  '6': 'einmalig',
  '8': 'monatlich',
  '9': 'beitragsfrei',
};

export function zahlweiseAusGdv(code: unknown): Zahlweise | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  return ZAHLWEISE[String(code).trim()] ?? 'sonstig';
}

const STATUS: Record<string, Vertragsstatus> = {
  '1': 'aktiv',
  '2': 'aktiv',
  '3': 'ruhend',
  '4': 'storniert',
  '5': 'ruhend',
  '6': 'beitragsfrei',
  '7': 'beitragsfrei',
  '8': 'aktiv',
  '9': 'sonstig',
};

/** A leaving reason (Abgangsgrund) means the contract has ended, whatever the status code says. */
export function vertragsstatusAusGdv(code: unknown, abgangsgrund?: unknown): Vertragsstatus | undefined {
  if (abgangsgrund !== null && abgangsgrund !== undefined && String(abgangsgrund).trim() !== '')
    return 'storniert';
  if (code === null || code === undefined || code === '') return undefined;
  return STATUS[String(code).trim()] ?? 'sonstig';
}
