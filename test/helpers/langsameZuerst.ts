/**
 * The order the test files start in: the few that take minutes first, whatever their project,
 * then Vitest's own order (its cache of durations, else the larger files first — and project by
 * project, which alone would start the files that start stacks of their own last, leaving one
 * worker busy long after the others). The list is the head of the README's per-file table;
 * a file that becomes slow belongs here.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LANGSAME_DATEIEN = [
  'test/integration/verarbeitung-abbruch.test.ts',
  'test/integration/lauf-fortsetzen.test.ts',
  'test/integration/bipro-abholung.test.ts',
  'test/integration/interfacelauf-abbruch.test.ts',
  'test/e2e/barrierefreiheit.e2e.test.ts',
  'test/e2e/filter-behalten.e2e.test.ts',
  'test/integration/import-verarbeitung.test.ts',
  'test/e2e/download-uebersicht.e2e.test.ts',
  'test/integration/abholung-abbruch.test.ts',
  'test/e2e/datenimport.e2e.test.ts',
  'test/e2e/gdv-dateien.e2e.test.ts',
  'test/integration/demo-lieferungen.test.ts',
  'infra/test/buendel.test.ts',
  'test/integration/abholung-fortsetzung.test.ts',
];

export class LangsameZuerst extends BaseSequencer {
  override async sort(dateien: TestSpecification[]): Promise<TestSpecification[]> {
    const rang = (d: TestSpecification) => {
      const i = LANGSAME_DATEIEN.indexOf(relative(d.project.config.root, d.moduleId));
      return i < 0 ? LANGSAME_DATEIEN.length : i;
    };
    return (await super.sort(dateien)).sort((a, b) => rang(a) - rang(b));
  }
}
