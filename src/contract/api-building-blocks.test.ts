import { describe, expect, test } from 'vitest';
import { AttachedFileSchema, nestedList, pagedList } from './api-building-blocks';

describe('API building blocks', () => {
  test('[ERR-02] a paged list needs data[] and a non-negative integer total', () => {
    const schema = pagedList(AttachedFileSchema);
    expect(schema.safeParse({ data: [], total: 0 }).success).toBe(true);
    expect(schema.safeParse({ data: [], total: -1 }).success).toBe(false);
    expect(schema.safeParse({ data: {}, total: 1 }).success).toBe(false);
    expect(schema.safeParse({ rows: [] }).success).toBe(false);
  });

  test('[ERR-02] a nested list needs data.data[]', () => {
    const schema = nestedList(AttachedFileSchema);
    expect(schema.safeParse({ data: { data: [] } }).success).toBe(true);
    expect(schema.safeParse({ data: [] }).success).toBe(false);
  });
});
