import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const DEMO_PASSWORD = 'Bosun-demo-2026';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** The newest outbox message to a phone or an address, as the person would read it. */
async function lastMessage(request: APIRequestContext, to: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const messages = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
      body = messages[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}
const codeIn = (text: string) => /(\d{6})/.exec(text)![1];

/** An account made through the API, the same two calls the funnel makes. */
async function registerThroughApi(request: APIRequestContext, email: string) {
  const national = `06${digits(8)}`;
  const body = {
    email,
    firstName: 'Camille',
    lastName: 'Marin',
    phoneGroup: { country: 'FR', number: national },
    password: 'Harbour-lights-42',
    currencyCode: 'EUR',
  };
  const headers = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
  expect((await request.post('/api/v6/auth/register', { data: body, headers })).status()).toBe(401);
  const code = codeIn(await lastMessage(request, `+33${national.slice(1)}`));
  expect(
    (
      await request.post('/api/v6/auth/register', { data: { ...body, validationCode: code }, headers })
    ).status(),
  ).toBe(201);
  return body;
}

async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/v6/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
}

const dialog = (page: Page) => page.getByRole('dialog');

test('register with the SMS code, sign out and sign in again (German)', async ({ page, request }) => {
  const email = `reg-${unique()}@bosun.test`;
  const national = `0151${digits(8)}`;
  await page.goto('/de');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Anmelden oder Konto erstellen' })).toBeVisible();
  await dialog(page).getByLabel('E-Mail-Adresse').fill(email);
  await dialog(page).getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  // A first submit with bad fields shows SPEC section 5 messages in German.
  await dialog(page).getByRole('button', { name: 'Konto erstellen' }).click();
  // Both names missing: one message for both (SPEC section 5's combined key).
  await expect(dialog(page).getByText('Gib deinen Vor- und Nachnamen ein.')).toBeVisible();
  await dialog(page).getByLabel('Vorname').fill('Lena');
  await dialog(page).getByLabel('Nachname').fill('Seemann');
  await expect(dialog(page).getByLabel('Ländervorwahl')).toHaveValue('DE');
  await dialog(page).getByLabel('Telefonnummer').fill(national);
  await dialog(page).getByLabel('Neues Passwort').fill('Nordsee-Wind-2026');
  await dialog(page).getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Prüfen Sie Ihr Telefon' })).toBeVisible();
  const sms = await lastMessage(request, `+49${national.slice(1)}`);
  expect(sms).toContain('Ihr Code lautet');
  await dialog(page)
    .getByLabel('6-stelliger Code')
    .fill(codeIn(sms) === '000000' ? '111111' : '000000');
  await dialog(page).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog(page).getByText('Der Code ist falsch.', { exact: false })).toBeVisible();
  await dialog(page).getByLabel('6-stelliger Code').fill(codeIn(sms));
  await dialog(page).getByRole('button', { name: 'Bestätigen' }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Sie sind angemeldet' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  const accountButton = page.getByRole('button', { name: /Lena/ });
  await expect(accountButton).toBeVisible();

  await accountButton.click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('link', { name: 'Anmelden' }).click();
  await dialog(page).getByLabel('E-Mail-Adresse').fill(email);
  await dialog(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await dialog(page).getByLabel('Passwort').fill('wrong-password');
  await dialog(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  await dialog(page).getByLabel('Passwort').fill('Nordsee-Wind-2026');
  await dialog(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sie sind angemeldet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Lena/ })).toBeVisible();
});

test('the modal is a keyboard dialog: Escape closes it and focus returns (English, mobile)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await signIn.click();
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBe(390);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(signIn).toBeFocused();
});

test('forgot password, then choose a new one from the e-mailed link (French)', async ({ page, request }) => {
  const email = `reset-${unique()}@bosun.test`;
  await registerThroughApi(request, email);
  await page.goto('/fr/login');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await page.getByRole('button', { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole('status')).toContainText('est en route');

  const mail = await lastMessage(request, email);
  const link = new URL(/(http\S+)/.exec(mail)![1]);
  expect(link.pathname).toBe('/fr/login');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('Ce mot de passe est trop courant. Choisissez-en un autre.')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Vent-du-large-77');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText(/Votre mot de passe est modifié/);

  // The link worked once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-un-autre-88');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('Ce lien a expiré ou a déjà servi.', { exact: false })).toBeVisible();

  const login = await request.post('/api/v6/auth/login', {
    data: { email, password: 'Vent-du-large-77' },
    headers: { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
  });
  expect(login.status()).toBe(200);
});

test('sandbox provider: a new e-mail signs up, an existing one goes to login with the e-mail kept (Spanish)', async ({
  page,
  request,
}) => {
  const email = `sandbox-${unique()}@bosun.test`;
  const national = `06${digits(8)}`;
  await page.goto('/es/login');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('button', { name: /Continuar con el acceso sandbox/ }).click();
  await expect(page.getByText('Proveedor sandbox: un acceso de prueba', { exact: false })).toBeVisible();
  await page.getByLabel('Correo que comparte el proveedor').fill(email);
  await page.getByLabel('Nombre en la cuenta del proveedor').fill('Sara Playa');
  await page.getByRole('button', { name: 'Entrar con el sandbox' }).click();

  await expect(page.getByRole('heading', { name: 'Termina de crear tu cuenta' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Sara');
  await expect(page.getByLabel('Prefijo del país')).toHaveValue('ES');
  await page.getByLabel('Prefijo del país').selectOption('FR');
  await page.getByLabel('Número de teléfono').fill(national);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu teléfono' })).toBeVisible();
  const sms = await lastMessage(request, `+33${national.slice(1)}`);
  await page.getByLabel('Código de 6 cifras').fill(codeIn(sms));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  // Signing in on the login page goes on to the home page.
  await expect(page).toHaveURL(/\/es$/);

  // Out, then the same sandbox identity signs straight in.
  await page.getByRole('button', { name: /Sara/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.goto('/es/login');
  await page.getByRole('button', { name: /Continuar con el acceso sandbox/ }).click();
  await page.getByLabel('Correo que comparte el proveedor').fill(email);
  await page.getByRole('button', { name: 'Entrar con el sandbox' }).click();
  // Signing in on the login page goes on to the home page.
  await expect(page).toHaveURL(/\/es$/);
  await page.getByRole('button', { name: /Sara/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // An e-mail that already has a password account: 409, then login with the e-mail kept.
  await page.goto('/es/login');
  await page.getByRole('button', { name: /Continuar con el acceso sandbox/ }).click();
  await page.getByLabel('Correo que comparte el proveedor').fill('renter@bosun.test');
  await page.getByLabel('Nombre en la cuenta del proveedor').fill('Rita Renter');
  await page.getByRole('button', { name: 'Entrar con el sandbox' }).click();
  await expect(page.getByRole('heading', { name: 'Termina de crear tu cuenta' })).toBeVisible();
  await page.getByLabel('Número de teléfono').fill(`6${digits(8)}`);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await expect(page.getByText('renter@bosun.test')).toBeVisible();
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Signing in on the login page goes on to the home page.
  await expect(page).toHaveURL(/\/es$/);
});

test('edit the profile: names, notifications, language (Swedish)', async ({ page, request }) => {
  const email = `profile-${unique()}@bosun.test`;
  await registerThroughApi(request, email);

  const guest = await page.request.get('/sv/account/profile', { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers().location).toBe('/sv/login?next=%2Fsv%2Faccount%2Fprofile');

  await signInThroughApi(page, email, 'Harbour-lights-42');
  await page.goto('/sv/account/profile');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page).toHaveTitle(/Min profil/);
  await expect(page.getByRole('heading', { name: 'Hej Camille' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Bekräftat')).toBeVisible();

  await page.getByLabel('Förnamn').fill('C');
  await page.getByRole('button', { name: 'Spara' }).first().click();
  await expect(page.getByText('Förnamnet måste vara minst 2 tecken långt.')).toBeVisible();
  await page.getByLabel('Förnamn').fill('Cecilia');
  await page.getByRole('button', { name: 'Spara' }).first().click();
  await expect(page.locator('#profile-details ~ form').getByRole('status')).toHaveText('Sparat.');
  await expect(page.getByRole('button', { name: /Cecilia/ })).toBeVisible();

  await page.getByLabel('Idéer och erbjudanden per e-post').check();
  await page.locator('#profile-notifications ~ form').getByRole('button', { name: 'Spara' }).click();
  await expect(page.locator('#profile-notifications ~ form').getByRole('status')).toHaveText('Sparat.');

  await page.reload();
  await expect(page.getByLabel('Förnamn')).toHaveValue('Cecilia');
  await expect(page.getByLabel('Idéer och erbjudanden per e-post')).toBeChecked();
  const profile = await (await page.request.get('/api/v6/account/profile')).json();
  expect(profile).toMatchObject({ firstName: 'Cecilia', notifications: { newsletter: true } });
});
