import type { Currency } from '../../../shared/currency.ts';
import type { Queryable } from '../../db/connection.ts';

const columns = `trim(code) AS code, legacy_id AS "legacyId", rate, symbol, name, minor_digits AS "minorDigits"`;

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return (await db.query<Currency>(`SELECT ${columns} FROM currencies ORDER BY legacy_id NULLS LAST, code`))
    .rows;
}

export async function findCurrency(db: Queryable, code: string): Promise<Currency | undefined> {
  return (await db.query<Currency>(`SELECT ${columns} FROM currencies WHERE code = $1`, [code])).rows[0];
}

export async function findCurrencyByLegacyId(db: Queryable, legacyId: number): Promise<Currency | undefined> {
  return (await db.query<Currency>(`SELECT ${columns} FROM currencies WHERE legacy_id = $1`, [legacyId]))
    .rows[0];
}
