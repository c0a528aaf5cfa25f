import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The demo staff account created by the seed (DESIGN.md, "Running").
const ADMIN = { email: 'admin@bosun.test', password: 'Bosun-demo-2026' };

interface Member {
  id: number;
  email: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v6/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).authToken;
}

/** An ordinary active member, not a demo account, so other specs keep their users untouched. */
async function pickMember(request: APIRequestContext, token: string): Promise<Member> {
  const query = new URLSearchParams({
    filter: JSON.stringify({ staffRole: null, status: 'active', isOwner: false }),
    sort: JSON.stringify(['id', 'ASC']),
    range: JSON.stringify([0, 49]),
  });
  const res = await request.get(`/api/admin/users?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-range']).toMatch(/^users 0-\d+\/\d+$/);
  const members: Member[] = await res.json();
  const member = members.find((m) => !m.email.endsWith('@bosun.test'));
  if (!member) throw new Error('The seed has no ordinary member to edit.');
  return member;
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
}

let member: Member;
let token: string;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  member = await pickMember(request, token);
});

test.afterAll(async ({ request }) => {
  // Put the member back as the seed made them.
  await request.put(`/api/admin/users/${member.id}`, {
    data: { status: 'active' },
    headers: { authorization: `Bearer ${token}` },
  });
});

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or the password is wrong.')).toBeVisible();
});

test('staff sign in, find a user by e-mail, suspend them, and stay signed in across a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByPlaceholder('Search').fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');

  // The e-mail cell is a mailto link; the id cell opens the record.
  await row.getByRole('cell', { name: String(member.id), exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Identity' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Element updated')).toBeVisible();
  const updatedRow = page.getByRole('row').filter({ hasText: member.email });
  await expect(updatedRow).toContainText('Suspended');
});
