import { describe, expect, it } from 'vitest';
import { backOfficeTarget } from './backOfficeRoutes.ts';

describe('back-office pages of the SPEC map to console routes', () => {
  it.each([
    ['managerDashboard', '/admin/#/manager-dashboard'],
    ['salesDashboard', '/admin/#/sales-dashboard'],
    ['booking/autorefunds', '/admin/#/autorefunds'],
    ['booking/details/42', '/admin/#/bookings/42/show'],
    ['message/editConv/7', '/admin/#/conversations/7/show'],
    ['message/edit/9', '/admin/#/messages/9'],
    ['damage/edit/3', '/admin/#/damages/3'],
    ['boat/edit/15', '/admin/#/boats/15'],
    ['boat/details/15', '/admin/#/boats/15/show'],
    ['propale/details/5', '/admin/#/propales/5/show'],
    ['propale/edit/5', '/admin/#/propales/5'],
    ['booking/details/42/', '/admin/#/bookings/42/show'],
  ])('%s -> %s', (page, target) => {
    expect(backOfficeTarget(page)).toBe(target);
  });

  it('sends unknown or malformed pages to the console home, never into a crafted hash', () => {
    for (const page of [
      '',
      'nope',
      'booking/details/abc',
      'booking/details/1/extra',
      'boat/edit/1#/users',
      'managerDashboardX',
    ])
      expect(backOfficeTarget(page)).toBe('/admin/');
  });
});
