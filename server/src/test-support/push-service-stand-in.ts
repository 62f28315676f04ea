import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A request the stand-in received, as a push service sees it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushServiceStandIn {
  /** `127.0.0.1:port`, for config.pushDevHosts. */
  host: string;
  origin: string;
  /** PEM of the self-signed certificate, for config.pushDevCa. */
  ca: string;
  received: ReceivedPush[];
  /** Status answered for paths starting with the prefix (default 201). */
  answer(pathPrefix: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTPS push service for tests (STACK-NOTES 7: web push needs HTTPS endpoints). The
 * certificate is self-signed, made with the openssl CLI (Node can parse but not create X.509).
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const key = readFileSync(join(dir, 'key.pem'), 'utf8');
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = [...answers].find(([prefix]) => path.startsWith(prefix))?.[1] ?? 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    origin: `https://${host}`,
    ca: cert,
    received,
    answer: (prefix, status) => void answers.set(prefix, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
