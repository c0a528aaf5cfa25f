import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Demo staff accounts created by the seed (DESIGN.md, "Running").
const PASSWORD = 'Bosun-demo-2026';
type Staff = 'manager' | 'support';

async function tokenOf(request: APIRequestContext, who: Staff): Promise<string> {
  const res = await request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).authToken;
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

const listQuery = (filter: object, sort: [string, string] = ['id', 'ASC']) =>
  new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify([0, 49]),
  });

async function signIn(page: Page, who: Staff) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${who}@bosun.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bookings' })).toBeVisible();
}

interface Autorefund {
  id: number;
  bookingId: number;
  proposedAmount: number;
  refundedAmount: number;
}
interface Refund {
  amount: number;
}

test('a manager approves an autorefund through its confirmation: a double click refunds once, and the link leads to the refund', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'manager');
  const queue = await api<Autorefund[]>(
    request,
    token,
    `/api/admin/autorefunds?${listQuery({ status: 'proposed' })}`,
  );
  const autorefund = queue.find((a) => a.proposedAmount > 0 && a.refundedAmount === 0);
  if (!autorefund) throw new Error('The seed has no proposed autorefund to approve.');

  await signIn(page, 'manager');
  await page.getByRole('menuitem', { name: 'Autorefunds' }).click();
  await expect(page.getByRole('tab', { name: /To decide/ })).toBeVisible();
  await page.goto(`/back-office/booking/autorefunds`);
  await expect(page).toHaveURL(/\/admin\/#\/autorefunds/);
  await page.goto(`/admin/#/autorefunds/${autorefund.id}/show`);
  const approvals: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/admin/autorefunds/${autorefund.id}/approve`))
      approvals.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Approve this refund?' });
  await expect(confirmation).toContainText('goes back to');
  expect(approvals).toEqual([]);
  await confirmation.getByRole('button', { name: 'Refund' }).dblclick();
  const done = page.getByRole('dialog', { name: 'Refund approved' });
  await expect(done).toContainText(/Refund #\d+ of .+ made on payment #\d+\./);
  await done.getByRole('link', { name: /See the payment and the refund/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/bookings/${autorefund.bookingId}/show/payments$`));
  await expect(page.getByText(`Autorefund: `).first()).toBeVisible();
  const decided = await api<{ status: string }>(request, token, `/api/admin/autorefunds/${autorefund.id}`);
  expect(decided.status).toBe('approved');
  expect(approvals.length).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(approvals[0])).toEqual({});

  const booking = await api<{
    refunds: Refund[];
    payments: { refundedAmount: number }[];
    events: { reason: string; facts?: Record<string, string | number | boolean> }[];
  }>(request, token, `/api/admin/bookings/${autorefund.bookingId}`);
  expect(booking.refunds.reduce((s, r) => s + r.amount, 0)).toBe(autorefund.proposedAmount);
  expect(booking.payments.reduce((s, p) => s + p.refundedAmount, 0)).toBe(autorefund.proposedAmount);
  // the history keeps the approval as a code and its facts, worded for each reader (DESIGN: whose language)
  expect(booking.events.at(-1)?.reason).toBe('autorefundApproved');
  expect(booking.events.at(-1)?.facts).toMatchObject({
    autorefundId: autorefund.id,
    amount: autorefund.proposedAmount,
  });
});

test('a manager cancels a booking on behalf of the owner with a reason, from its old back-office link', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'manager');
  const accepted = await api<{ id: number; reference: string }[]>(
    request,
    token,
    `/api/admin/bookings?${listQuery({ status: ['accepted'] })}`,
  );
  const booking = accepted[0];
  await signIn(page, 'manager');
  await page.goto(`/back-office/booking/details/${booking.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/#/bookings/${booking.id}/show$`));
  await expect(page.getByText(booking.reference).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking' });
  await dialog.getByRole('radio', { name: 'The owner' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The boat failed its safety inspection');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/admin/bookings/${booking.id}/cancel`),
  );
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  expect((await sent).postDataJSON()).toEqual({
    onBehalfOf: 'owner',
    reason: 'The boat failed its safety inspection',
  });
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled by the owner')).toBeVisible();
  await expect(page.getByText('The boat failed its safety inspection').first()).toBeVisible();

  const after = await api<{ status: string; auditTrail: { action: string }[] }>(
    request,
    token,
    `/api/admin/bookings/${booking.id}`,
  );
  expect(after.status).toBe('cancelled_by_owner');
  expect(after.auditTrail[0].action).toBe('cancel');
});

test('a manager settles a damage claim with a message to both parties', async ({ page, request }) => {
  const token = await tokenOf(request, 'manager');
  const open = await api<{ id: number; amountClaimed: number; depositAmount: number }[]>(
    request,
    token,
    `/api/admin/damages?${listQuery({ status: 'open' })}`,
  );
  const claim = open[0];
  const euros = Math.min(claim.amountClaimed, claim.depositAmount || claim.amountClaimed, 10000) / 100;
  await signIn(page, 'manager');
  await page.goto(`/back-office/damage/edit/${claim.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/#/damages/${claim.id}$`));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await page.getByRole('spinbutton', { name: 'Taken from the deposit' }).fill(String(euros));
  await page
    .getByRole('textbox', { name: 'Message to both parties' })
    .fill('The check-out photos show the damage.');
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/api/admin/damages/${claim.id}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Save this decision?' });
  await expect(confirmation).toContainText('of the deposit of booking');
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  expect((await sent).postDataJSON()).toEqual({
    status: 'accepted',
    amountDecided: Math.round(euros * 100),
    decisionMessage: 'The check-out photos show the damage.',
  });
  await expect(page.getByText('Element updated')).toBeVisible();
  const after = await api<{ status: string; amountDecided: number }>(
    request,
    token,
    `/api/admin/damages/${claim.id}`,
  );
  expect(after).toMatchObject({ status: 'accepted', amountDecided: Math.round(euros * 100) });
});

test('support hides a message in a conversation, and cannot open the autorefunds', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'support');
  const visible = await api<{ id: number; conversationId: number; body: string }[]>(
    request,
    token,
    `/api/admin/messages?${listQuery({ hidden: false })}`,
  );
  const message = visible[0];
  await signIn(page, 'support');
  await expect(page.getByRole('menuitem', { name: 'Autorefunds' })).toHaveCount(0);
  await page.goto(`/back-office/message/editConv/${message.conversationId}`);
  await expect(page).toHaveURL(new RegExp(`/admin/#/conversations/${message.conversationId}/show$`));
  const row = page.getByRole('listitem').filter({ hasText: message.body.slice(0, 40) });
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/api/admin/messages/${message.id}`),
  );
  await row.getByRole('button', { name: 'Hide' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Hide this message?' });
  await confirmation.getByRole('textbox', { name: 'Reason' }).fill('Phone number shared');
  await confirmation.getByRole('button', { name: 'Hide' }).click();
  expect((await sent).postDataJSON()).toEqual({ hidden: true, reason: 'Phone number shared' });
  await expect(page.getByText('Message hidden')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show' })).toBeVisible();

  const after = await api<{ hidden: boolean; body: string; auditTrail: { action: string }[] }>(
    request,
    token,
    `/api/admin/messages/${message.id}`,
  );
  expect(after).toMatchObject({ hidden: true, body: message.body });
  expect(after.auditTrail[0].action).toBe('hide');
});

test('a manager opens the dashboard, whose booking count matches the bookings list', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'manager');
  await signIn(page, 'manager');
  await page.goto('/back-office/managerDashboard');
  await expect(page).toHaveURL(/\/admin\/#\/manager-dashboard$/);
  // The console writes days in its language (English: month/day/year); the API reads ISO days.
  const isoDay = (shown: string) => {
    const [month, day, year] = shown.split('/');
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  };
  const from = isoDay(await page.getByRole('textbox', { name: 'From', exact: true }).inputValue());
  const to = isoDay(await page.getByRole('textbox', { name: 'To', exact: true }).inputValue());
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const res = await request.get(
    `/api/admin/bookings?${listQuery({ createdAt_gte: from, createdAt_lte: to })}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const total = res.headers()['content-range'].split('/')[1];
  await expect(page.getByTestId('figure-Bookings')).toHaveText(total);
  await expect(page.getByText('Bookings and GBV over time')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.screenshot({ path: 'test-results/manager-dashboard.png', fullPage: true });
});
