import type { DistributionRule } from '../../../shared/sales/leads.ts';

export interface TeammateLoad {
  userId: number;
  languages: string[];
  markets: string[];
  capacity: number;
  openLeads: number;
  absentFrom: string | null;
  absentTo: string | null;
  active: boolean;
}

export interface IncomingLead {
  languageCode: string;
  market: string | null;
}

export interface Distribution {
  assigneeId: number;
  /** Why this teammate: the rule matched, or nobody matched and the lead went round the team. */
  matchedBy: DistributionRule | 'fallback';
}

/** Absence days are inclusive at both ends; an open-ended absence has only one bound set. */
export function isAbsent(t: Pick<TeammateLoad, 'absentFrom' | 'absentTo'>, today: string): boolean {
  if (!t.absentFrom && !t.absentTo) return false;
  return (t.absentFrom ?? '0000-01-01') <= today && today <= (t.absentTo ?? '9999-12-31');
}

export const isAvailable = (t: TeammateLoad, today: string) =>
  t.active && !isAbsent(t, today) && t.openLeads < t.capacity;

/** The next teammate after the last one served, in id order, wrapping round. */
function nextInTurn(candidates: TeammateLoad[], lastAssignedUserId: number | null): TeammateLoad {
  const sorted = [...candidates].sort((a, b) => a.userId - b.userId);
  return sorted.find((t) => lastAssignedUserId === null || t.userId > lastAssignedUserId) ?? sorted[0];
}

/**
 * Picks the teammate a new lead goes to. Absent, inactive and full teammates never get one. By
 * language or by market, the lead goes to the next matching teammate in turn; when nobody matches it
 * goes round the whole available team rather than waiting unassigned. Null when nobody is available.
 */
export function distributeLead(
  lead: IncomingLead,
  team: TeammateLoad[],
  rule: DistributionRule,
  lastAssignedUserId: number | null,
  today: string,
): Distribution | null {
  const available = team.filter((t) => isAvailable(t, today));
  if (available.length === 0) return null;
  if (rule !== 'round_robin') {
    const matching = available.filter((t) =>
      rule === 'by_language'
        ? t.languages.includes(lead.languageCode)
        : lead.market !== null && t.markets.includes(lead.market.toUpperCase()),
    );
    if (matching.length > 0)
      return { assigneeId: nextInTurn(matching, lastAssignedUserId).userId, matchedBy: rule };
    return { assigneeId: nextInTurn(available, lastAssignedUserId).userId, matchedBy: 'fallback' };
  }
  return { assigneeId: nextInTurn(available, lastAssignedUserId).userId, matchedBy: 'round_robin' };
}
