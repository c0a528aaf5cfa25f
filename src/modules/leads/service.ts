import {
  type LeadSummary,
  leadAssignSchema,
  leadBulkAssignSchema,
  leadCreateSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadSnoozeSchema,
  leadStatusChangeSchema,
  OPEN_LEAD_STATUSES,
} from '../../../shared/sales/leads.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Viewer } from '../auth/session.ts';
import { writeAuditLog } from '../backoffice/auditLog.ts';
import { type ListQuery, parseListQuery } from '../backoffice/simpleRest.ts';
import { assertCanAssignLead, assertCanChangeLead, type SalesActor } from '../sales/access.ts';
import { distributeLead } from '../sales/distribution.ts';
import * as salesRepo from '../sales/repository.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export function toLeadSummary(row: repo.LeadRow, now: Date): LeadSummary {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    contactName: row.tenant_name ?? row.contact_name ?? row.contact_email ?? '',
    contactEmail: row.tenant_email ?? row.contact_email,
    languageCode: row.language_code,
    market: row.market?.trim() ?? null,
    valueEstimate: row.value_estimate,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    tenantId: row.tenant_id,
    productId: row.product_id,
    productTitle: row.product_title,
    destination: row.destination,
    datesWanted: row.dates_start && row.dates_end ? { start: row.dates_start, end: row.dates_end } : null,
    people: row.people,
    nextReviewAt: iso(row.next_review_at),
    snoozeReason: row.snooze_reason,
    closedReason: row.closed_reason,
    ageDays: Math.max(0, Math.floor((now.getTime() - new Date(row.created_at).getTime()) / DAY_MS)),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** The back-office list (ra-data-simple-rest); snoozed leads that are due come back first. */
export async function listLeads(db: Database, query: ListQuery) {
  const now = appClock.now();
  await repo.wakeSnoozedLeads(db, now);
  const page = await repo.listLeads(db, query);
  return { rows: page.rows.map((r) => toLeadSummary(r, now)), total: page.total };
}

/** `GET /api/v6/leads`: the same list with friendly query parameters, answered as {items, total}. */
export async function searchLeads(db: Database, viewer: Viewer, rawQuery: unknown) {
  const q = parseInput(leadListQuerySchema, rawQuery);
  const filter: Record<string, unknown> = {};
  if (q.onlyMine) filter.assigneeId = viewer.id;
  if (q.status) filter.status = q.status;
  if (q.source) filter.source = q.source;
  if (q.minValue !== undefined) filter.valueEstimate_gte = q.minValue;
  if (q.maxValue !== undefined) filter.valueEstimate_lte = q.maxValue;
  if (q.maxAgeDays !== undefined)
    filter.createdAt_gte = new Date(appClock.now().getTime() - q.maxAgeDays * DAY_MS).toISOString();
  if (q.reviewBefore) filter.nextReviewAt_lte = q.reviewBefore;
  const first = (q.page - 1) * q.perPage;
  const query = parseListQuery(repo.leadsListResource, {
    filter: JSON.stringify(filter),
    sort: JSON.stringify([q.sort, q.order.toUpperCase()]),
    range: JSON.stringify([first, first + q.perPage - 1]),
  });
  const page = await listLeads(db, query);
  return { items: page.rows, total: page.total, page: q.page, perPage: q.perPage };
}

async function loadLead(db: Queryable, id: number, forUpdate = false): Promise<repo.LeadRow> {
  const row = await repo.findLead(db, id, forUpdate);
  if (!row) throw notFound('No such lead.');
  return row;
}

export async function getLead(db: Database, id: number): Promise<LeadSummary> {
  const now = appClock.now();
  await repo.wakeSnoozedLeads(db, now);
  return toLeadSummary(await loadLead(db, id), now);
}

/** The lead page: the renter, what they asked, the conversation, notes and the timeline. */
export async function getLeadDetail(db: Database, id: number) {
  const lead = await getLead(db, id);
  const [notes, events, conversation, renter, lookedAt] = await Promise.all([
    repo.listNotes(db, id),
    repo.listEvents(db, id),
    lead.tenantId && lead.productId ? repo.listConversation(db, lead.tenantId, lead.productId) : [],
    lead.tenantId ? renterOf(db, lead.tenantId) : null,
    lead.tenantId ? repo.listLookedAt(db, lead.tenantId) : [],
  ]);
  return {
    ...lead,
    message: (await repo.findLead(db, id))?.message ?? null,
    renter,
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      authorId: n.author_id,
      authorName: n.author_name,
      createdAt: iso(n.created_at),
    })),
    timeline: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actorName: e.actor_name,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      data: e.data,
      at: iso(e.at),
    })),
    lookedAt: lookedAt.map((l) => ({
      kind: l.kind,
      productId: l.product_id,
      productTitle: l.product_title,
      dates: l.start && l.end ? { start: l.start, end: l.end } : null,
      at: iso(l.at),
    })),
    conversation: conversation.map((m) => ({
      id: m.id,
      senderName: m.sender_name,
      body: m.body,
      createdAt: iso(m.created_at),
    })),
  };
}

async function renterOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    email: string;
    phone_number: string | null;
    language_code: string;
    currency_code: string;
    bookings: number;
  }>(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.email, u.phone_number, u.language_code,
            u.currency_code, (SELECT count(*)::int FROM bookings b WHERE b.tenant_id = u.id) AS bookings
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone_number,
        languageCode: r.language_code,
        currencyCode: r.currency_code.trim(),
        bookings: r.bookings,
      }
    : null;
}

async function assertAssignable(tx: Queryable, assigneeId: number | null) {
  if (assigneeId === null) return;
  const { rows } = await tx.query(
    'SELECT 1 FROM sales_teammates s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 AND u.status = $2',
    [assigneeId, 'active'],
  );
  if (rows.length === 0)
    throw badRequest('Assign leads to a sales teammate.', { assigneeId: 'assigneeInvalid' });
}

async function assignOne(tx: Queryable, actor: SalesActor, id: number, assigneeId: number | null, now: Date) {
  const before = await loadLead(tx, id, true);
  assertCanAssignLead(actor, before, assigneeId);
  if (before.assignee_id === assigneeId) return toLeadSummary(before, now);
  await repo.updateLead(tx, id, { assigneeId }, now);
  await repo.addLeadEvent(tx, {
    leadId: id,
    actorId: actor.viewer.id,
    kind: 'assigned',
    data: { assigneeId },
    at: now,
  });
  const after = await loadLead(tx, id);
  await writeAuditLog(tx, {
    actorId: actor.viewer.id,
    resource: 'leads',
    recordId: id,
    action: 'assign',
    before: { assigneeId: before.assignee_id },
    after: { assigneeId },
  });
  return toLeadSummary(after, now);
}

export async function assignLead(db: Database, actor: SalesActor, id: number, body: unknown) {
  const { assigneeId } = parseInput(leadAssignSchema, body);
  const now = appClock.now();
  return db.transaction(async (tx) => {
    await assertAssignable(tx, assigneeId);
    return assignOne(tx, actor, id, assigneeId, now);
  });
}

/** All or nothing: one lead the actor may not assign (or that does not exist) cancels the batch. */
export async function assignLeads(db: Database, actor: SalesActor, body: unknown) {
  const { ids, assigneeId } = parseInput(leadBulkAssignSchema, body);
  const now = appClock.now();
  return db.transaction(async (tx) => {
    await assertAssignable(tx, assigneeId);
    const leads = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b))
      leads.push(await assignOne(tx, actor, id, assigneeId, now));
    return { assigned: leads.length, leads };
  });
}

/**
 * Snoozes the review until a date (the lead comes back that day at 00:00 UTC, in the status it had).
 * Closed leads cannot be snoozed.
 */
export async function snoozeLeadReview(db: Database, actor: SalesActor, id: number, body: unknown) {
  const input = parseInput(leadSnoozeSchema, body);
  const now = appClock.now();
  if (input.until <= todayOf(now)) throw badRequest('Snooze until a later day.', { until: 'dateInPast' });
  const until = new Date(`${input.until}T00:00:00.000Z`);
  if (Number.isNaN(until.getTime())) throw badRequest('Not a date.', { until: 'dateInvalid' });
  return db.transaction(async (tx) => {
    await repo.wakeSnoozedLeads(tx, now);
    const before = await loadLead(tx, id, true);
    assertCanChangeLead(actor, before);
    if (before.status === 'won' || before.status === 'lost')
      throw unprocessable('lead-closed', 'This lead is closed.');
    const statusBeforeSnooze = before.status === 'snoozed' ? before.status_before_snooze : before.status;
    await repo.updateLead(
      tx,
      id,
      { status: 'snoozed', statusBeforeSnooze, nextReviewAt: until, snoozeReason: input.reason },
      now,
    );
    await repo.addLeadEvent(tx, {
      leadId: id,
      actorId: actor.viewer.id,
      kind: 'snoozed',
      fromStatus: before.status,
      toStatus: 'snoozed',
      data: { until: input.until, reason: input.reason },
      at: now,
    });
    const after = toLeadSummary(await loadLead(tx, id), now);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'leads',
      recordId: id,
      action: 'snooze',
      before: toLeadSummary(before, now),
      after,
      reason: input.reason,
    });
    return after;
  });
}

/** Contacted, won or lost (the last two with a reason). */
export async function changeLeadStatus(db: Database, actor: SalesActor, id: number, body: unknown) {
  const input = parseInput(leadStatusChangeSchema, body);
  const now = appClock.now();
  return db.transaction(async (tx) => {
    const before = await loadLead(tx, id, true);
    assertCanChangeLead(actor, before);
    if (before.status === input.status) return toLeadSummary(before, now);
    if (before.status === 'won' || before.status === 'lost')
      throw unprocessable('lead-closed', 'This lead is already closed.');
    const closing = input.status !== 'contacted';
    await repo.updateLead(
      tx,
      id,
      closing
        ? {
            status: input.status,
            closedReason: input.reason ?? null,
            closedAt: now,
            nextReviewAt: null,
            statusBeforeSnooze: null,
          }
        : { status: 'contacted', statusBeforeSnooze: null },
      now,
    );
    await markLeadStatusEvent(tx, id, actor.viewer.id, before.status, input.status, now, {
      reason: input.reason,
    });
    const after = toLeadSummary(await loadLead(tx, id), now);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'leads',
      recordId: id,
      action: 'status',
      before: toLeadSummary(before, now),
      after,
      reason: input.reason,
    });
    return after;
  });
}

export async function markLeadStatusEvent(
  tx: Queryable,
  leadId: number,
  actorId: number | null,
  from: string,
  to: string,
  at: Date,
  data: object = {},
) {
  await repo.addLeadEvent(tx, {
    leadId,
    actorId,
    kind: 'status_changed',
    fromStatus: from,
    toStatus: to,
    data,
    at,
  });
}

export async function addLeadNote(db: Database, actor: SalesActor, id: number, body: unknown) {
  const input = parseInput(leadNoteSchema, body);
  const now = appClock.now();
  return db.transaction(async (tx) => {
    const lead = await loadLead(tx, id, true);
    assertCanChangeLead(actor, lead);
    const noteId = await repo.insertNote(tx, id, actor.viewer.id, input.body, now);
    await repo.addLeadEvent(tx, {
      leadId: id,
      actorId: actor.viewer.id,
      kind: 'note_added',
      data: { noteId },
      at: now,
    });
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'leads',
      recordId: id,
      action: 'note',
      before: null,
      after: { noteId, body: input.body },
    });
    return {
      id: noteId,
      body: input.body,
      authorId: actor.viewer.id,
      authorName: `${actor.viewer.firstName} ${actor.viewer.lastName}`,
      createdAt: now.toISOString(),
    };
  });
}

export async function listLeadNotes(db: Database, id: number) {
  await loadLead(db, id);
  return (await repo.listNotes(db, id)).map((n) => ({
    id: n.id,
    body: n.body,
    authorId: n.author_id,
    authorName: n.author_name,
    createdAt: iso(n.created_at),
  }));
}

/** The console's menu badges: per status for everyone and for the viewer, unassigned and due. */
export async function getLeadsCount(db: Database, viewer: Viewer) {
  const now = appClock.now();
  await repo.wakeSnoozedLeads(db, now);
  const rows = await repo.countLeads(db, viewer.id, now);
  const zero = () => ({ new: 0, contacted: 0, quote_sent: 0, won: 0, lost: 0, snoozed: 0 });
  const all = zero();
  const mine = zero();
  let unassigned = 0;
  let dueForReview = 0;
  for (const r of rows) {
    all[r.status] = r.all;
    mine[r.status] = r.mine;
    if ((OPEN_LEAD_STATUSES as readonly string[]).includes(r.status)) {
      unassigned += r.unassigned;
      dueForReview += r.due_mine;
    }
  }
  return { all, mine, unassigned, dueForReview };
}

/**
 * A new lead from the site, given to a teammate by the sales settings' rule in the same transaction.
 * The settings row is locked so that concurrent leads take turns.
 */
export async function createLead(db: Database, viewer: Viewer | null, body: unknown) {
  const input = parseInput(leadCreateSchema, body);
  if (!viewer && !input.contactEmail)
    throw badRequest('Give an e-mail address.', { contactEmail: 'emailRequired' });
  if ((input.start && !input.end) || (input.end && input.start && input.end <= input.start))
    throw badRequest('The end comes after the start.', { end: 'endBeforeStart' });
  const now = appClock.now();
  return db.transaction(async (tx) => {
    let destination: string | null = null;
    let valueEstimate: number | null = null;
    if (input.productId) {
      const { rows } = await tx.query<{ city: string; price: number; country: string }>(
        `SELECT c.name AS city, p.base_price_per_day AS price, p.country_code AS country
           FROM products p JOIN cities c ON c.id = p.city_id WHERE p.id = $1`,
        [input.productId],
      );
      if (!rows[0]) throw badRequest('No such boat.', { productId: 'productInvalid' });
      destination = rows[0].city;
      const days =
        input.start && input.end ? Math.round((Date.parse(input.end) - Date.parse(input.start)) / DAY_MS) : 1;
      valueEstimate = rows[0].price * days;
    }
    // Staff entering a lead for someone else (sales taking a renter's call) write that person's
    // contact: the lead, and later its offer, are theirs, never the staff member's.
    const forContact = viewer?.staffRole != null && input.contactEmail !== undefined;
    const tenantId = forContact
      ? await repo.findUserIdByEmail(tx, input.contactEmail as string)
      : (viewer?.id ?? null);
    const settings = await salesRepo.getSalesSettings(tx, true);
    const team = await salesRepo.teamLoads(tx);
    const lead = {
      languageCode: (forContact ? null : viewer?.languageCode) ?? input.languageCode,
      market: input.market ?? null,
    };
    const pick = distributeLead(
      lead,
      team,
      settings.distribution_rule,
      settings.last_assigned_user_id,
      todayOf(now),
    );
    const id = await repo.insertLead(tx, {
      tenantId,
      // A signed-in renter's own account says who they are; a contact sent as well is kept.
      contactName: input.contactName ?? null,
      contactEmail: input.contactEmail ?? null,
      languageCode: lead.languageCode,
      market: lead.market,
      source: input.source,
      valueEstimate,
      productId: input.productId ?? null,
      destination,
      start: input.start ?? null,
      end: input.end ?? null,
      people: input.people ?? null,
      message: input.message ?? null,
      assigneeId: pick?.assigneeId ?? null,
      now,
    });
    await repo.addLeadEvent(tx, {
      leadId: id,
      actorId: null,
      kind: 'created',
      toStatus: 'new',
      data: { source: input.source },
      at: now,
    });
    if (pick) {
      await salesRepo.setLastAssigned(tx, pick.assigneeId);
      await repo.addLeadEvent(tx, {
        leadId: id,
        actorId: null,
        kind: 'assigned',
        data: { assigneeId: pick.assigneeId, rule: pick.matchedBy },
        at: now,
      });
    }
    return { id, assigneeId: pick?.assigneeId ?? null, matchedBy: pick?.matchedBy ?? null };
  });
}
