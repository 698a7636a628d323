/**
 * The header actions (reference §2.4, §4): read file, status values, evaluate, the bulk actions on
 * the current file (after-evaluate ones only in settlement mode, each only with its right),
 * deleting marked lines and the -4 error export; in settlement mode, once the file in view was
 * settled, its settlement protocol. Actions on a file are disabled, with the reason as tooltip,
 * while no single file is in view.
 */
import { DATENIMPORT_TEXTE as T } from '@lieferdesk/shared';
import { Button, type ButtonProps } from 'primereact/button';
import type { DateiAktion } from './aktionen';

export interface KopfAktionenProps {
  aktionen: DateiAktion[];
  /** A file is in view: its actions can run. */
  mitDatei: boolean;
  /** Something runs already: no second action meanwhile. */
  beschaeftigt: boolean;
  darfFehlerExport: boolean;
  /** The file in view was settled: its protocol can be downloaded. */
  protokoll: boolean;
  auswahlAnzahl: number;
  auswahlLoeschbar: boolean;
  onDateiEinlesen(): void;
  onStatuswerte(): void;
  onAuswerten(): void;
  onAktion(aktion: DateiAktion): void;
  onZeilenLoeschen(): void;
  onFehlerExport(): void;
  onProtokoll(): void;
}

const OHNE_DATEI = { showOnDisabled: true, position: 'bottom' } as const;

/** Every header action is a small button that submits nothing. */
function Kopfknopf(p: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="button" size="small" {...p} />;
}

export function KopfAktionen(p: KopfAktionenProps) {
  // An action on the file is locked, with the reason, while no single file is in view.
  const aufDatei = {
    disabled: !p.mitDatei || p.beschaeftigt,
    tooltip: p.mitDatei ? undefined : T.keineDatei,
    tooltipOptions: OHNE_DATEI,
  };
  const aktionsKnopf = (a: DateiAktion) => (
    <Kopfknopf
      key={a.id}
      label={T.aktionen[a.id]}
      icon={a.icon}
      outlined
      severity={a.loescht ? 'danger' : undefined}
      {...aufDatei}
      onClick={() => p.onAktion(a)}
      data-testid={`import-aktion-${a.id}`}
    />
  );
  const vorher = p.aktionen.filter((a) => !a.nachAuswertung);
  const nachher = p.aktionen.filter((a) => a.nachAuswertung);

  return (
    <div className="ld-kopfaktionen" id="import-kopfaktionen">
      <div className="ld-werkzeugleiste">
        <Kopfknopf
          label={T.dateiEinlesen}
          icon="pi pi-upload"
          onClick={p.onDateiEinlesen}
          data-testid="import-datei-einlesen"
        />
        <Kopfknopf
          label={T.statuswerte}
          icon="pi pi-info-circle"
          outlined
          onClick={p.onStatuswerte}
          data-testid="import-statuswerte"
        />
        <Kopfknopf
          label={T.auswerten}
          icon="pi pi-play"
          {...aufDatei}
          onClick={p.onAuswerten}
          data-testid="import-auswerten"
        />
        {vorher.map(aktionsKnopf)}
        <Kopfknopf
          label={T.zeilenLoeschen}
          icon="pi pi-trash"
          outlined
          severity="danger"
          disabled={p.auswahlAnzahl === 0 || !p.auswahlLoeschbar || p.beschaeftigt}
          tooltip={p.auswahlAnzahl > 0 && !p.auswahlLoeschbar ? T.zeilenNichtLoeschbar : undefined}
          tooltipOptions={OHNE_DATEI}
          onClick={p.onZeilenLoeschen}
          data-testid="import-zeilen-loeschen"
        />
        {p.darfFehlerExport && (
          <Kopfknopf
            label={T.fehlerExport}
            icon="pi pi-file-excel"
            outlined
            onClick={p.onFehlerExport}
            data-testid="import-fehler-export"
          />
        )}
      </div>
      {(nachher.length > 0 || p.protokoll) && (
        <div className="ld-werkzeugleiste" data-testid="import-nach-auswertung">
          <span className="ld-leise">{T.nachAuswertung}</span>
          {nachher.map(aktionsKnopf)}
          {p.protokoll && (
            <Kopfknopf
              label={T.protokollHerunterladen}
              icon="pi pi-download"
              outlined
              disabled={p.beschaeftigt}
              onClick={p.onProtokoll}
              data-testid="import-protokoll"
            />
          )}
        </div>
      )}
    </div>
  );
}
