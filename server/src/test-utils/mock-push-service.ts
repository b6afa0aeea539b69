import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';
import {
  AlertPayloadSchema,
  type AlertPayload,
  type PushSubscriptionJson,
} from '../../../src/contract/requests/push';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PUSH_SERVICE_CERT = path.join(here, 'push-service', 'cert.pem');

/** One message the mock push service received, decrypted with the subscriber's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  payload: AlertPayload;
}

/**
 * A push service on 127.0.0.1 over https (web-push posts only over https): it takes what the server sends, as FCM or
 * Mozilla's would, and each subscriber made here decrypts it with its own keys (aes128gcm, `http_ece`). `answer` sets
 * the status a path gets (410: the subscription is gone; 503 or 429 then 201: busy).
 */
export async function startMockPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const server = createServer(
    { cert: readFileSync(PUSH_SERVICE_CERT), key: readFileSync(path.join(here, 'push-service', 'key.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const route = request.url ?? '';
        const queued = answers.get(route);
        const status = queued?.length ? (queued.length > 1 ? queued.shift()! : queued[0]!) : 201;
        const subscriber = subscribers.get(route);
        if (status === 201 && subscriber) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscriber.ecdh,
            authSecret: subscriber.auth.toString('base64url'),
          });
          received.push({
            path: route,
            headers: request.headers,
            payload: AlertPayloadSchema.parse(JSON.parse(plain.toString('utf8'))),
          });
        }
        response.writeHead(status, status === 429 ? { 'Retry-After': '1' } : {}).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A browser's subscription on this service, with keys only the test knows. */
    subscribe(name: string): PushSubscriptionJson {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const route = `/push/${name}`;
      subscribers.set(route, { ecdh, auth });
      return {
        endpoint: `${origin}${route}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The statuses the next posts to this subscription get, in order (the last one stays). */
    answer(endpoint: string, ...statuses: number[]) {
      answers.set(new URL(endpoint).pathname, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
