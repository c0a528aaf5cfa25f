import type { Queryable } from '../connection.ts';

/** A table the seed writes to: its name and the SQL type of every column it fills. */
export interface TableSpec {
  name: string;
  columns: Record<string, string>;
}

export type Row = Record<string, unknown>;

const quote = (identifier: string) => `"${identifier}"`;

/**
 * Buffers rows per table and writes them as one `INSERT ... SELECT FROM json_to_recordset($1)` per
 * chunk: a single parameter carries thousands of rows, and it works the same on PGlite and PostgreSQL.
 * Ids are chosen by the seed (so children can point at parents before anything is written), hence
 * OVERRIDING SYSTEM VALUE; syncIdentitySequences() moves the sequences past them at the end.
 * Buffers flush in registration order, so register parents before children and a foreign key never
 * points at a row still waiting in a buffer.
 */
export class BulkWriter {
  private readonly buffers = new Map<TableSpec, Row[]>();
  private readonly sql = new Map<TableSpec, string>();
  readonly counts = new Map<string, number>();
  private pending = 0;

  constructor(
    private readonly db: Queryable,
    private readonly chunkSize = 2500,
  ) {}

  register(...specs: TableSpec[]): void {
    for (const spec of specs) {
      if (this.buffers.has(spec)) continue;
      this.buffers.set(spec, []);
      const names = Object.keys(spec.columns).map(quote).join(', ');
      const types = Object.entries(spec.columns)
        .map(([column, type]) => `${quote(column)} ${type}`)
        .join(', ');
      const overriding = 'id' in spec.columns ? ' OVERRIDING SYSTEM VALUE' : '';
      this.sql.set(
        spec,
        `INSERT INTO ${spec.name} (${names})${overriding} SELECT ${names} FROM json_to_recordset($1::json) AS r(${types})`,
      );
    }
  }

  add(spec: TableSpec, row: Row): void {
    const buffer = this.buffers.get(spec);
    if (!buffer) throw new Error(`seed table ${spec.name} is not registered`);
    buffer.push(row);
    this.pending++;
  }

  /** Writes everything when a buffer is full enough; call it between parents (after each product...). */
  async maybeFlush(): Promise<void> {
    if (this.pending >= this.chunkSize * 4) await this.flush();
    else for (const buffer of this.buffers.values()) if (buffer.length >= this.chunkSize) return this.flush();
  }

  async flush(): Promise<void> {
    for (const [spec, buffer] of this.buffers) {
      for (let start = 0; start < buffer.length; start += this.chunkSize) {
        const chunk = buffer.slice(start, start + this.chunkSize);
        await this.db.query(this.sql.get(spec)!, [JSON.stringify(chunk)]);
      }
      this.counts.set(spec.name, (this.counts.get(spec.name) ?? 0) + buffer.length);
      buffer.length = 0;
    }
    this.pending = 0;
  }
}

/** Moves each identity sequence past the ids the seed chose. */
export async function syncIdentitySequences(db: Queryable, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
  }
}

/** Sequential ids per table, starting at 1 (the seed runs on an empty marketplace). */
export class IdSequence {
  private last = 0;
  next(): number {
    return ++this.last;
  }
  get current(): number {
    return this.last;
  }
}
