/**
 * The API description (shared/src/routes/apiBeschreibung.ts): a valid OpenAPI 3.1 document that
 * names every implemented route with its permission, and the repository's copy
 * (docs/openapi.json) the one the route table gives today.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiBeschreibung, rollenDerBerechtigung, ROUTEN_LISTE } from '@lieferdesk/shared';
import { API_BESCHREIBUNG_DATEI, apiBeschreibungText } from '../local/api-beschreibung';

type Operation = {
  operationId: string;
  'x-berechtigung': string;
  'x-rollen': unknown;
  responses: Record<string, unknown>;
};

describe('API-Beschreibung', () => {
  it('ist ein gültiges OpenAPI-3.1-Dokument', async () => {
    const ergebnis = await new Validator().validate(apiBeschreibung());
    expect(ergebnis.errors ?? []).toEqual([]);
    expect(ergebnis.valid).toBe(true);
  });

  it('nennt jede umgesetzte Route mit Methode, Pfad, Berechtigung und Rollen', () => {
    const pfade = apiBeschreibung().paths as Record<string, Record<string, Operation>>;
    const umgesetzt = ROUTEN_LISTE.filter((r) => r.umgesetzt);
    expect(umgesetzt.length).toBeGreaterThan(50);
    for (const r of umgesetzt) {
      const op = pfade[r.pfad]?.[r.methode.toLowerCase()];
      expect(op?.operationId, r.id).toBe(r.id);
      expect(op!['x-berechtigung']).toBe(r.berechtigung);
      expect(op!['x-rollen']).toEqual(rollenDerBerechtigung(r.berechtigung));
      // A route that takes input refuses bad input with 400 and its reasons.
      expect('400' in op!.responses, r.id).toBe(r.query !== undefined || r.body !== undefined);
    }
    const anzahl = Object.values(pfade).reduce((s, p) => s + Object.keys(p).length, 0);
    expect(anzahl).toBe(umgesetzt.length);
  });

  it('docs/openapi.json folgt der Routentabelle (sonst: npm run openapi)', () => {
    expect(readFileSync(API_BESCHREIBUNG_DATEI, 'utf8') === apiBeschreibungText(), 'npm run openapi').toBe(
      true,
    );
  });
});
