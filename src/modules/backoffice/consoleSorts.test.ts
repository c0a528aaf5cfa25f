import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture } from './operationsFixture.ts';

const ADMIN = join(import.meta.dirname, '../../../admin/resources');

/**
 * The columns a console list lets staff click to sort, read from its `<DataTable.Col>`s as the
 * console sends them: the column's `sortBy`, else its `source`, unless it says `disableSort`.
 */
function sortableColumns(resource: string): string[] {
  const folder = join(ADMIN, resource);
  const list = readdirSync(folder).find((file) => /List\.tsx$/.test(file));
  if (!list) return [];
  const source = readFileSync(join(folder, list), 'utf8');
  const columns: string[] = [];
  for (const [, attributes] of source.matchAll(/<DataTable\.Col\b([^>]*?)\/?>/g)) {
    if (/\bdisableSort\b/.test(attributes)) continue;
    const field = attributes.match(/\bsortBy="([^"]+)"/)?.[1] ?? attributes.match(/\bsource="([^"]+)"/)?.[1];
    if (field) columns.push(field);
  }
  return columns;
}

// The lists whose headers sorted to a 400 (the console offered what the API did not declare).
const RESOURCES = ['autorefunds', 'boats', 'conversations', 'damages', 'messages', 'outbox'];

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
}, 120_000);
afterAll(() => fx.close());

describe('every column header a console list offers to sort by', () => {
  for (const resource of RESOURCES) {
    it(`sorts ${resource} in both directions`, async () => {
      const columns = sortableColumns(resource);
      expect(columns.length).toBeGreaterThan(3);
      const refused: string[] = [];
      for (const column of columns) {
        for (const order of ['ASC', 'DESC']) {
          const res = await fx.list(resource, { sort: [column, order], range: [0, 9] });
          if (res.statusCode !== 200) refused.push(`${column} ${order}: ${res.statusCode}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }

  it('puts the conversations with most messages first when asked', async () => {
    const res = await fx.list('conversations', { sort: ['messageCount', 'DESC'], range: [0, 9] });
    const counts = res.json().map((row: { messageCount: number }) => row.messageCount);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
