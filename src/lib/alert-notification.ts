import { AlertPayloadSchema, type AlertPayload } from '../contract/requests/push';

/*
 * What the service worker does with a menu alert (issue 30), apart from its wiring (src/sw/alerts.ts) so it can be
 * tested without a worker.
 */

/** The alert a push message carries, or undefined for one that is not ours (or not readable): nothing is shown. */
export function alertOf(data: { json(): unknown } | null): AlertPayload | undefined {
  try {
    const parsed = AlertPayloadSchema.safeParse(data?.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where a tap on an alert goes: its app path on this origin (the payload's `url`, checked by the contract). */
export function alertTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  if (typeof url === 'string' && /^\/(?!\/)/.test(url)) return new URL(url, origin).href;
  return new URL('/', origin).href;
}

/**
 * A tap opens that day and meal in the week menu: in a window of the app already open (brought to the front and
 * moved there), else a new one. The week is saved on the device, so it opens offline too.
 */
/** What `openAlert` uses of a worker's window clients (structural: the app's TypeScript has no worker types). */
interface AppWindow {
  url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<unknown>;
}
interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
  openWindow(url: string): Promise<unknown>;
}

export async function openAlert(target: string, clients: AppWindows): Promise<void> {
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as AppWindow[];
  const open = windows.find((client) => new URL(client.url).origin === new URL(target).origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target);
    return;
  }
  await clients.openWindow(target);
}
