import { describe, expect, it } from 'vitest';
import { distributeLead, isAbsent, type TeammateLoad } from './distribution.ts';

const TODAY = '2026-06-15';
const mate = (userId: number, over: Partial<TeammateLoad> = {}): TeammateLoad => ({
  userId,
  languages: ['en'],
  markets: [],
  capacity: 10,
  openLeads: 0,
  absentFrom: null,
  absentTo: null,
  active: true,
  ...over,
});
const fr = { languageCode: 'fr', market: 'FR' };

describe('distributeLead', () => {
  it('goes round the team in id order, wrapping after the last', () => {
    const team = [mate(3), mate(1), mate(2)];
    expect(distributeLead(fr, team, 'round_robin', null, TODAY)?.assigneeId).toBe(1);
    expect(distributeLead(fr, team, 'round_robin', 1, TODAY)?.assigneeId).toBe(2);
    expect(distributeLead(fr, team, 'round_robin', 3, TODAY)?.assigneeId).toBe(1);
  });

  it('skips absent, inactive and full teammates', () => {
    const team = [
      mate(1, { absentFrom: '2026-06-10', absentTo: '2026-06-15' }),
      mate(2, { active: false }),
      mate(3, { capacity: 5, openLeads: 5 }),
      mate(4),
    ];
    expect(distributeLead(fr, team, 'round_robin', null, TODAY)).toEqual({
      assigneeId: 4,
      matchedBy: 'round_robin',
    });
  });

  it('sends a lead to a teammate who speaks its language, in turn among them', () => {
    const team = [mate(1), mate(2, { languages: ['fr', 'en'] }), mate(3), mate(4, { languages: ['fr'] })];
    expect(distributeLead(fr, team, 'by_language', null, TODAY)).toEqual({
      assigneeId: 2,
      matchedBy: 'by_language',
    });
    expect(distributeLead(fr, team, 'by_language', 2, TODAY)?.assigneeId).toBe(4);
    expect(distributeLead(fr, team, 'by_language', 4, TODAY)?.assigneeId).toBe(2);
  });

  it('sends a lead to a teammate covering its market, any letter case', () => {
    const team = [mate(1, { markets: ['DE'] }), mate(2, { markets: ['FR', 'BE'] })];
    expect(distributeLead({ languageCode: 'en', market: 'fr' }, team, 'by_market', null, TODAY)).toEqual({
      assigneeId: 2,
      matchedBy: 'by_market',
    });
  });

  it('falls back to the whole available team when nobody matches, and skips a matching absentee', () => {
    const team = [mate(1), mate(2, { languages: ['fr'], absentFrom: '2026-06-01', absentTo: null })];
    expect(distributeLead(fr, team, 'by_language', null, TODAY)).toEqual({
      assigneeId: 1,
      matchedBy: 'fallback',
    });
  });

  it('leaves the lead unassigned when nobody is available', () => {
    expect(distributeLead(fr, [mate(1, { openLeads: 10 })], 'by_language', null, TODAY)).toBeNull();
    expect(distributeLead(fr, [], 'round_robin', null, TODAY)).toBeNull();
  });
});

describe('isAbsent', () => {
  it('counts both ends of the absence', () => {
    expect(isAbsent({ absentFrom: '2026-06-15', absentTo: '2026-06-20' }, TODAY)).toBe(true);
    expect(isAbsent({ absentFrom: '2026-06-01', absentTo: '2026-06-15' }, TODAY)).toBe(true);
    expect(isAbsent({ absentFrom: '2026-06-16', absentTo: null }, TODAY)).toBe(false);
    expect(isAbsent({ absentFrom: null, absentTo: null }, TODAY)).toBe(false);
  });
});
