/**
 * The local S3 (s3rver). Unmaintained since 2021, so it stays behind this one module; it does
 * not check SigV4 signatures, so signature and expiry checks are not tested against it.
 */
import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

export const LOKALE_S3_ZUGANGSDATEN = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function starteS3(port: number, verzeichnis: string, buckets: string[]) {
  mkdirSync(verzeichnis, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: verzeichnis,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS] })),
  });
  await server.run();
  return {
    server,
    endpoint: `http://127.0.0.1:${port}`,
    /**
     * Every put/post/copy/delete as an S3-notification-shaped `{Records: […]}` (presigned PUTs
     * included); keys arrive as written, not URL-encoded as S3 sends them.
     */
    beiEreignis: (behandeln: (ereignis: unknown) => void) => {
      // S3rver is a Koa app (an EventEmitter); its type declarations leave that out.
      (server as unknown as EventEmitter).on('event', behandeln);
    },
    beenden: () => server.close(),
  };
}
