import { type BoatPricesInput, boatPricesSchema } from '../../../../shared/admin/boats.ts';
import type { Database, Queryable } from '../../../db/connection.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import * as repo from './repository.ts';

async function readPrices(tx: Queryable, id: number): Promise<BoatPricesInput> {
  const base = await tx.query<
    Pick<BoatPricesInput, 'basePricePerDay' | 'basePricePerHalfDay' | 'basePricePerWeek'>
  >(
    `SELECT base_price_per_day AS "basePricePerDay", base_price_per_half_day AS "basePricePerHalfDay",
            base_price_per_week AS "basePricePerWeek" FROM products WHERE id = $1`,
    [id],
  );
  const seasons = await tx.query<BoatPricesInput['seasons'][number]>(
    `SELECT name, lower(period)::text AS "startDate", upper(period)::text AS "endDate", price_per_day AS "pricePerDay",
            price_per_half_day AS "pricePerHalfDay", price_per_week AS "pricePerWeek"
       FROM product_seasons WHERE product_id = $1 ORDER BY lower(period)`,
    [id],
  );
  const discounts = await tx.query<BoatPricesInput['durationDiscounts'][number]>(
    `SELECT min_days AS "minDays", percent FROM duration_discounts WHERE product_id = $1 ORDER BY min_days`,
    [id],
  );
  return { ...base.rows[0], seasons: seasons.rows, durationDiscounts: discounts.rows };
}

/**
 * Replaces a listing's price sheet: base prices, seasons and duration discounts together, then the
 * "from" price search sorts and filters by. Audited with the sheet before and after.
 */
export async function replacePrices(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(boatPricesSchema, body);
  const prices: BoatPricesInput = {
    basePricePerDay: input.basePricePerDay,
    basePricePerHalfDay: input.basePricePerHalfDay,
    basePricePerWeek: input.basePricePerWeek,
    // in the order and shape readPrices gives, so an unchanged sheet compares equal
    seasons: [...input.seasons]
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((s) => ({
        name: s.name,
        startDate: s.startDate,
        endDate: s.endDate,
        pricePerDay: s.pricePerDay,
        pricePerHalfDay: s.pricePerHalfDay ?? null,
        pricePerWeek: s.pricePerWeek ?? null,
      })),
    durationDiscounts: [...input.durationDiscounts]
      .sort((a, b) => a.minDays - b.minDays)
      .map((d) => ({ minDays: d.minDays, percent: d.percent })),
  };
  await db.transaction(async (tx) => {
    if (!(await repo.lockBoat(tx, id))) throw notFound('No such boat.');
    const before = await readPrices(tx, id);
    if (JSON.stringify(before) === JSON.stringify(prices)) return;
    await tx.query(
      `UPDATE products SET base_price_per_day = $2, base_price_per_half_day = $3, base_price_per_week = $4,
              updated_at = now() WHERE id = $1`,
      [id, prices.basePricePerDay, prices.basePricePerHalfDay, prices.basePricePerWeek],
    );
    await tx.query('DELETE FROM product_seasons WHERE product_id = $1', [id]);
    for (const s of prices.seasons)
      await tx.query(
        `INSERT INTO product_seasons (product_id, name, period, price_per_day, price_per_half_day, price_per_week)
         VALUES ($1, $2, daterange($3::date, $4::date), $5, $6, $7)`,
        [id, s.name, s.startDate, s.endDate, s.pricePerDay, s.pricePerHalfDay, s.pricePerWeek],
      );
    await tx.query('DELETE FROM duration_discounts WHERE product_id = $1', [id]);
    for (const d of prices.durationDiscounts)
      await tx.query('INSERT INTO duration_discounts (product_id, min_days, percent) VALUES ($1, $2, $3)', [
        id,
        d.minDays,
        d.percent,
      ]);
    await tx.query('SELECT refresh_product_aggregates(ARRAY[$1::bigint])', [id]);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'boats',
      recordId: id,
      action: 'prices',
      before,
      after: prices,
    });
  });
  return repo.findBoat(db, id);
}
