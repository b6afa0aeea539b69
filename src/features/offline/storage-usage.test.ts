import { describe, expect, test } from 'vitest';
import { formatBytes, readStorageUsage } from './storage-usage';

describe('storage usage', () => {
  test('formats in the current locale, large quotas in GB', () => {
    expect(formatBytes(1_234_567, 'pt')).toBe('1,2 MB');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatBytes(2_500_000_000, 'pt')).toBe('2500 MB');
    expect(formatBytes(120_400_000_000, 'en')).toBe('120.4 GB');
  });

  test('reads estimate and persisted separately; missing or failing APIs leave their part out', async () => {
    expect(
      await readStorageUsage({
        estimate: () => Promise.resolve({ usage: 10, quota: 100 }),
        persisted: () => Promise.resolve(true),
      }),
    ).toEqual({ estimate: { usage: 10, quota: 100 }, persisted: true });
    expect(await readStorageUsage({ estimate: () => Promise.resolve({ usage: 10, quota: 100 }) })).toEqual({
      estimate: { usage: 10, quota: 100 },
    });
    expect(
      await readStorageUsage({
        estimate: () => Promise.reject(new Error('no')),
        persisted: () => Promise.resolve(false),
      }),
    ).toEqual({ persisted: false });
    expect(await readStorageUsage(undefined)).toEqual({});
  });
});
