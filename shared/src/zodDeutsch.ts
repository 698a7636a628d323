/**
 * zod's own messages — a number out of range, a wrong type, a missing field — in German on every
 * side (API answers, the web's forms, the pipelines' payloads); the schemas' custom messages are
 * German already. index.ts imports this module first, so it runs before any schema parses, and
 * package.json lists it under sideEffects, so esbuild and Vite keep an import that binds nothing.
 */
import { config } from 'zod';
import { de } from 'zod/locales';

config(de());
