/**
 * The header actions (spec §2.4, §4): read file, status values, evaluate, the bulk actions on
 * the current file (after-evaluate ones only in settlement mode, each only with its right),
 * deleting marked lines and the -4 error export; in settlement mode, once the file in view was
 * settled, its settlement protocol. Actions on a file are disabled, with the reason as tooltip,
 * while no single file is in view.
 */
import { DATENIMPORT_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
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

export function KopfAktionen(p: KopfAktionenProps) {
  const dateiGesperrt = !p.mitDatei || p.beschaeftigt;
  const grund = p.mitDatei ? undefined : T.keineDatei;
  const aktionsKnopf = (a: DateiAktion) => (
    <Button
      key={a.id}
      type="button"
      label={T.aktionen[a.id]}
      icon={a.icon}
      size="small"
      outlined
      severity={a.loescht ? 'danger' : undefined}
      disabled={dateiGesperrt}
      tooltip={grund}
      tooltipOptions={OHNE_DATEI}
      onClick={() => p.onAktion(a)}
      data-testid={`import-aktion-${a.id}`}
    />
  );
  const vorher = p.aktionen.filter((a) => !a.nachAuswertung);
  const nachher = p.aktionen.filter((a) => a.nachAuswertung);

  return (
    <div className="ld-kopfaktionen" id="import-kopfaktionen">
      <div className="ld-werkzeugleiste">
        <Button
          type="button"
          label={T.dateiEinlesen}
          icon="pi pi-upload"
          size="small"
          onClick={p.onDateiEinlesen}
          data-testid="import-datei-einlesen"
        />
        <Button
          type="button"
          label={T.statuswerte}
          icon="pi pi-info-circle"
          size="small"
          outlined
          onClick={p.onStatuswerte}
          data-testid="import-statuswerte"
        />
        <Button
          type="button"
          label={T.auswerten}
          icon="pi pi-play"
          size="small"
          disabled={dateiGesperrt}
          tooltip={grund}
          tooltipOptions={OHNE_DATEI}
          onClick={p.onAuswerten}
          data-testid="import-auswerten"
        />
        {vorher.map(aktionsKnopf)}
        <Button
          type="button"
          label={T.zeilenLoeschen}
          icon="pi pi-trash"
          size="small"
          outlined
          severity="danger"
          disabled={p.auswahlAnzahl === 0 || !p.auswahlLoeschbar || p.beschaeftigt}
          tooltip={p.auswahlAnzahl > 0 && !p.auswahlLoeschbar ? T.zeilenNichtLoeschbar : undefined}
          tooltipOptions={OHNE_DATEI}
          onClick={p.onZeilenLoeschen}
          data-testid="import-zeilen-loeschen"
        />
        {p.darfFehlerExport && (
          <Button
            type="button"
            label={T.fehlerExport}
            icon="pi pi-file-excel"
            size="small"
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
            <Button
              type="button"
              label={T.protokollHerunterladen}
              icon="pi pi-download"
              size="small"
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
