/**
 * The browser project's setup: a failed test prints what its pages did lately (API answers,
 * failed requests, console errors), so a wait that timed out on a busy machine can be told from
 * an answer that never came or came wrong.
 */
import { afterEach, beforeEach } from 'vitest';
import { browserProtokoll } from './browser';

beforeEach(() => browserProtokoll.leeren());

afterEach((ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  console.error(`Was die Seiten zuletzt taten (${ctx.task.name}):\n${browserProtokoll.zeilen().join('\n')}`);
});
