import { describe, expect, it } from 'vitest';
import { choiceFromDidomi } from './didomi.ts';
import { surveyTraits } from './surveyTool.ts';

describe('Didomi’s choices in our purposes', () => {
  it('maps its purposes, and reads a missing status as refused', () => {
    expect(
      choiceFromDidomi({
        purposes: { global: { enabled: ['measure_content_performance', 'select_basic_ads', 'cookies'] } },
      }),
    ).toEqual({ analytics: true, surveys: false, advertising: true });
    expect(choiceFromDidomi({ purposes: { global: { enabled: ['surveys'] } } })).toEqual({
      analytics: false,
      surveys: true,
      advertising: false,
    });
    expect(choiceFromDidomi({})).toEqual({ analytics: false, surveys: false, advertising: false });
  });
});

describe('the survey tool’s traits (SPEC section 3)', () => {
  it('carry is_owner, user_id, the AI-form flag and the current page, and nothing else about the person', () => {
    const owner = { id: 12, firstName: 'Olga', lastName: 'Owner', email: 'owner@bosun.test', isOwner: true };
    expect(surveyTraits({ viewer: owner, pathname: '/en/account' })).toEqual({
      is_owner: true,
      user_id: 12,
      ai_form_eligible: false,
      current_page: '/en/account',
    });
    expect(surveyTraits({ viewer: null, pathname: '/' })).toEqual({
      is_owner: false,
      user_id: null,
      ai_form_eligible: false,
      current_page: '/',
    });
  });
});
