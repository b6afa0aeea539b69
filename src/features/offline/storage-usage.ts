import type { Locale } from '@/lib/locale';

export interface StorageUsage {
  /** Bytes used and available to this site; absent where `navigator.storage.estimate` is missing. */
  estimate?: { usage: number; quota: number };
  /** Whether the browser keeps this site's data under storage pressure; absent where it cannot say. */
  persisted?: boolean;
}

type StorageApi = Partial<Pick<StorageManager, 'estimate' | 'persisted'>>;

/** Each part on its own: a browser with one API and not the other (or one that fails) still shows the rest. */
export async function readStorageUsage(storage: StorageApi | undefined): Promise<StorageUsage> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => undefined),
  ]);
  return {
    ...(estimate?.usage !== undefined && estimate.quota !== undefined
      ? { estimate: { usage: estimate.usage, quota: estimate.quota } }
      : {}),
    ...(persisted !== undefined ? { persisted } : {}),
  };
}

const MB = 1e6;
const GB = 1e9;

/** "1,2 MB" / "1.2 MB"; a quota of many gigabytes in GB ("120 GB"), not as a six-digit count of megabytes. */
export function formatBytes(bytes: number, locale: Locale): string {
  const inGigabytes = bytes >= 10 * GB;
  return new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', {
    style: 'unit',
    unit: inGigabytes ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (inGigabytes ? GB : MB));
}
