/**
 * The TLS test certificates (README.md here: self-made, for tests only, how they were made): a
 * CA, the simulated insurer's server certificate for 127.0.0.1 and a broker's client certificate
 * signed by it (its key plain and encrypted), and a client certificate of no known CA.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const lesen = (datei: string) => readFileSync(join(import.meta.dirname, datei), 'utf8');

export const TEST_ZERTIFIKATE = {
  /** The test CA: signs the server's and the client's certificate. */
  ca: lesen('ca.pem'),
  /** The simulated insurer's: CN and subjectAltName 127.0.0.1. */
  server: { cert: lesen('server.pem'), key: lesen('server-schluessel.pem') },
  /** The broker's, signed by the test CA. */
  client: { pem: lesen('client.pem'), schluessel: lesen('client-schluessel.pem') },
  /** The same, its key encrypted (AES-256, PKCS#8) with `passphrase`. */
  clientVerschluesselt: {
    pem: lesen('client.pem'),
    schluessel: lesen('client-schluessel-passphrase.pem'),
    passphrase: 'lieferdesk-test',
  },
  /** Self-signed: no CA the server knows. */
  fremd: { pem: lesen('fremd.pem'), schluessel: lesen('fremd-schluessel.pem') },
} as const;
