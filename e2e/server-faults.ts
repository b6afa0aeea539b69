import type { Intercept } from '../server/src/server';

/**
 * What the network between the app and the server does to the requests for one path, played at the server's door
 * (`startServer({ intercept })`), so it reaches the service worker's requests too, whatever the browser build:
 * Playwright's `context.route` sees the worker's replay in the headless shell and not in the full Chromium
 * (docs/stack-notes.md).
 * - `hold`: the request waits before the server; when released, its connection is cut (the server never saw it).
 * - `lose-answer`: the server handles it (and stores what it stores); its answer waits, and is lost on release.
 * - `drop`: its connection is cut at once, as a client sees a server it cannot reach.
 * - `{ status }`: a proxy in front answers with this status.
 * - `{ change }`: the JSON body is changed on its way; the server answers what it receives.
 */
export type Fault =
  | 'hold'
  | 'lose-answer'
  | 'drop'
  | { status: number }
  | { change: (body: Record<string, unknown>) => Record<string, unknown> };

export interface FaultControl {
  /** Requests the fault has taken so far. */
  readonly taken: number;
  /** Ends the fault: what it holds loses its connection, and later requests pass. */
  release(): void;
}

/** A control that holds nothing, for a variable set later in a test. */
export const noFault: FaultControl = { taken: 0, release: () => undefined };

interface Active {
  method: string;
  path: string;
  fault: Fault;
  /** How many requests it takes before it ends by itself (default: until released). */
  times: number;
  taken: number;
  released: Promise<void>;
  release(): void;
}

export interface ServerFaults {
  intercept: Intercept;
  /** Puts `fault` on the requests for `method path` (the path without its query), replacing any fault before. */
  on(method: string, path: string, fault: Fault, options?: { times?: number }): FaultControl;
  /** Ends the fault in place, as `release()` does. */
  clear(): void;
}

export function serverFaults(): ServerFaults {
  let active: Active | undefined;

  const intercept: Intercept = async (request, app, connection) => {
    const current = active;
    if (
      !current ||
      current.taken >= current.times ||
      request.method !== current.method ||
      new URL(request.url).pathname !== current.path
    ) {
      return app(request);
    }
    current.taken += 1;
    const { fault } = current;
    const lost = () => {
      connection.drop();
      return new Response(null, { status: 499 });
    };
    if (fault === 'drop') return lost();
    if (fault === 'hold') {
      await Promise.race([current.released, connection.whenClosed()]);
      return lost();
    }
    if (fault === 'lose-answer') {
      await app(request);
      await Promise.race([current.released, connection.whenClosed()]);
      return lost();
    }
    if ('status' in fault) {
      return Response.json({ error: 'proxy' }, { status: fault.status });
    }
    const body = fault.change((await request.json()) as Record<string, unknown>);
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return app(new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) }));
  };

  function clear() {
    active?.release();
    active = undefined;
  }

  return {
    intercept,
    clear,
    on(method, path, fault, { times = Number.POSITIVE_INFINITY } = {}) {
      clear();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const current: Active = { method, path, fault, times, taken: 0, released, release };
      active = current;
      return {
        get taken() {
          return current.taken;
        },
        release: () => {
          current.release();
          if (active === current) active = undefined;
        },
      };
    },
  };
}
