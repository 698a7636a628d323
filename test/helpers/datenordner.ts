/**
 * A new folder for a test's stack data, browser profile or files: in memory-backed tmpfs where
 * the machine has one. DynamoDB Local syncs its SQLite file once per item it writes, the local S3
 * writes every object as files and Chromium its profile; on a disk those syncs are much of a
 * test's time, in tmpfs they cost nothing — and the files outlive the process kills the tests
 * make as they would on disk (a kill of the machine is not what they try).
 */
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SPEICHER = '/dev/shm';

function ort(): string {
  try {
    accessSync(SPEICHER, constants.W_OK);
    return SPEICHER;
  } catch {
    return tmpdir();
  }
}

export const datenordner = (praefix: string): string => mkdtempSync(join(ort(), praefix));
