import { startServer, type RunningServer, type StartServerOptions } from '../server/src/server';
import type { RequestRecord } from '../server/src/lib/request-record';

/** The real server, with the list of the requests it received that tests read (`whileOffline`, API calls made). */
export interface TestServer extends RunningServer {
  /** Every request, in order (any path, `path` = pathname + search); kept by the test, not the server. */
  requests: RequestRecord[];
}

/** startServer with its test hook filling `requests`: the server itself keeps nothing per request (OPS-03). */
export async function startTestServer(options: StartServerOptions): Promise<TestServer> {
  const requests: RequestRecord[] = [];
  // A push subscription of a test points at 127.0.0.1 (headless Chromium has no push service): loopback is allowed.
  const server = await startServer({
    push: { allowLoopback: true },
    ...options,
    onRequest: (record) => requests.push(record),
  });
  return Object.assign(server, { requests });
}
