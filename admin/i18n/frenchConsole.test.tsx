// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { type AuthProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BosunAdmin } from '../App.tsx';
import { useBosunI18nProvider } from '../i18nProvider.ts';
import { CONSOLE_ENDPOINTS, CONSOLE_RECORDS } from '../testing/consoleFixtures.ts';
import { stubApi } from '../testing/renderInAdmin.tsx';
import { ENUM_VALUES } from './enums.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Adèle Admin' }),
  getPermissions: async () => 'admin',
};

function FrenchConsole() {
  const i18nProvider = useBosunI18nProvider('fr');
  if (!i18nProvider) return null;
  return <BosunAdmin auth={admin} i18nProvider={i18nProvider} store={memoryStore()} />;
}

/** Answers every console GET from the fixtures: lists, one record, and the other endpoints. */
function serveFixtures() {
  return stubApi(
    new Proxy(
      {},
      {
        get(_target, key: string) {
          const [method, path] = key.split(' ');
          if (method !== 'GET') return undefined;
          if (path in CONSOLE_ENDPOINTS) return { body: CONSOLE_ENDPOINTS[path] };
          const [, api, resource, id] = path.match(/^\/api\/(admin)\/([a-z-]+)\/?([^/]*)$/) ?? [];
          const records = api ? CONSOLE_RECORDS[resource] : undefined;
          if (!records) return undefined;
          if (id) return { body: records.find((r) => String(r.id) === id) ?? records[0] };
          return {
            body: records,
            headers: { 'content-range': `${resource} 0-${records.length - 1}/${records.length}` },
          };
        },
      },
    ),
  );
}

// Words an English console shows and a French one never does (as whole words).
const ENGLISH = [
  'Booking',
  'Bookings',
  'Renter',
  'Owner',
  'Status',
  'Amount',
  'Approve',
  'Search',
  'Refund',
  'Refunds',
  'Listing',
  'Payments',
  'Reason',
  'Hidden',
  'Edited',
  'Yes',
  'Save',
  'Cancel',
  'Show',
  'Hide',
  'Export',
  'Filter',
  'Rows per page',
  'Created',
  'Price',
  'Deposit',
  'Boat',
  'Rental',
  'Service fee',
  'days',
  'Paid',
  'Pending',
  'Queued',
  'Leads in',
  'Revenue',
  'off for',
  'Damage waiver',
  'Snoozed',
  'Assignee',
  'Teammate',
  'Checked',
  'Sent',
  'Draft',
  'Towels',
  'Hull',
  'Picture',
];

// Raw enumeration values: every value that is not also a French word, e.g. motorYacht, per_boat, en-US.
const RAW_VALUES = [
  ...new Set(
    Object.values(ENUM_VALUES)
      .flat()
      .filter(
        (value) => /[A-Z_-]/.test(value) || ['tenant', 'checkout', 'succeeded', 'queued'].includes(value),
      ),
  ),
  'en-US',
  'owner_declined',
  'quote_request',
  'quote_sent',
  'cancelled_by_owner',
  'under_review',
  'server',
];

/** Every text on screen, one piece per text node, so that words of neighbouring elements stay apart. */
function screenText() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  while (walker.nextNode()) {
    // Styles the components inject are not text anyone reads.
    if (['STYLE', 'SCRIPT'].includes(walker.currentNode.parentElement?.tagName ?? '')) continue;
    pieces.push(walker.currentNode.textContent ?? '');
  }
  return pieces.join(' | ');
}

// The language menu names each language in itself ("English", "Français"), as language pickers do.

/** What on screen is still English, a raw key or value, an ISO date, a dot decimal or raw minutes. */
function untranslated(text: string) {
  const found: string[] = [];
  for (const word of ENGLISH)
    if (new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)) found.push(word);
  for (const value of RAW_VALUES)
    if (new RegExp(`(^|[^\\w-])${value}([^\\w-]|$)`).test(text)) found.push(value);
  found.push(...(text.match(/(?<![@\w.])(bosun|resources|ra)\.[a-zA-Z][\w.-]*/g) ?? []));
  found.push(...(text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []));
  found.push(...(text.match(/\d\.\d/g) ?? []));
  found.push(...(text.match(/\b\d{3,} min\b/g) ?? []));
  return found;
}

// Each screen, and a text it shows once its data is there.
const SCREENS: [path: string, shown: string | RegExp][] = [
  ['/bookings', 'BSN-7KQ2P'],
  ['/bookings/71/show', 'Panne moteur'],
  ['/bookings/71/show/1', 'Location, 3 jours'],
  ['/bookings/71/show/payments', 'Remboursement auto : Refus du propriétaire'],
  ['/bookings/71/show/3', 'Remboursement de 3 855,65 € approuvé'],
  ['/bookings/71/show/3', 'Payée (pi_sandbox_7)'],
  ['/bookings/71/show/3', 'Modification demandée (modification n° 8) · 14 juil. 2026 – 16 juil. 2026'],
  ['/bookings/71/show/3', 'Réservation modifiée (modification n° 8)'],
  ['/bookings/71/show/3', 'Modification refusée : Bateau en révision'],
  ['/bookings/71/show/3', 'Modification retirée par le locataire'],
  ['/bookings/71/show/3', 'Modification payée (paiement n° 34)'],
  ['/bookings/71/show/3', 'Modification expirée sans réponse'],
  ['/bookings/71/show/3', 'Avis publié'],
  ['/bookings/71/show/3', 'Reportée pour la météo du 10 juil. 2026 au 24 juil. 2026'],
  ['/bookings/71/show/3', 'Contrat électronique n° 4 signé'],
  ['/bookings/71/show/3', 'Dommage déclaré (sinistre n° 3)'],
  ['/bookings/71/show/3', 'Acceptée par le propriétaire ; le paiement autorisé a été encaissé'],
  ['/bookings/71/show/4', 'Rayure sur la plateforme'],
  ['/bookings/71/show/5', 'Bonjour, à quelle heure ?'],
  ['/bookings/71/show/6', 'Manon Gérante'],
  ['/autorefunds', 'BSN-7KQ2P'],
  ['/autorefunds/5/show', 'Anaïs Martin'],
  ['/damages', 'BSN-7KQ2P'],
  ['/damages/3', 'Photo 1 · Check-out · Tribord'],
  ['/boats', 'Yacht Azur'],
  ['/boats/7/show', 'Port Vauban'],
  ['/boats/7/show/pictures', 'Photo 1'],
  ['/boats/7/show/prices', 'Serviettes'],
  ['/boats/7/show/calendar', 'Antifouling'],
  ['/boats/7/show/4', 'olivier@exemple.fr'],
  ['/boats/7', 'Yacht Azur'],
  ['/conversations', 'Yacht Azur'],
  ['/conversations/5/show', 'Bienvenue à bord'],
  ['/messages', 'Je vous paie en liquide ?'],
  ['/outbox', 'Votre remboursement'],
  ['/outbox/1/show', 'Nous avons remboursé votre réservation.'],
  ['/audit-log', 'Masqué par erreur'],
  ['/audit-log/1/show', 'Masqué par erreur'],
  ['/errors', 'Error: connect ETIMEDOUT sms.example:443'],
  ['/errors/7/show', 'bosun@abc123'],
  ['/errors/7/show/1', 'src/providers/sms.ts'],
  ['/errors/7/show/2', '/api/v6/auth/sms'],
  ['/messages/9', 'Je vous paie en liquide ?'],
  ['/users/4', 'anais@exemple.fr'],
  ['/sales-teammates/12', 'Léa Marin'],
  ['/sales-teammates/create', 'Capacité (prospects ouverts)'],
  ['/users', 'anais@exemple.fr'],
  ['/users/4/show', '+33612345678'],
  ['/users/4/show/1', 'Suspendu'],
  ['/users/4/show/2', 'Dernière connexion'],
  ['/leads', 'Anaïs Martin'],
  ['/leads/7/show', 'Rappeler lundi'],
  ['/propales', 'Anaïs Martin'],
  ['/propales/2/show', 'Serviettes'],
  ['/propales/2', 'Serviettes (10 € par personne)'],
  ['/propales/create', 'Prospect'],
  ['/sales-teammates', 'lea@bosun.test'],
  ['/sales-dashboard', '19 h 21 min'],
  ['/manager-dashboard', '12,5 %'],
];

describe('the French console', () => {
  it.each(SCREENS)(
    '%s has no English word, raw key or value, ISO date or dot decimal',
    async (path, shown) => {
      serveFixtures();
      render(
        <MemoryRouter initialEntries={[path]}>
          <FrenchConsole />
        </MemoryRouter>,
      );
      await screen.findAllByText(shown, { exact: false }, { timeout: 8_000 });
      // Let the queries started by the first render (counts, badges, panels) answer too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(untranslated(screenText())).toEqual([]);
    },
  );
});

describe('the API’s words in the console’s language', () => {
  it('sends the console’s language with every request, so an answer’s message reads in French', async () => {
    const { sent } = serveFixtures();
    render(
      <MemoryRouter initialEntries={['/bookings']}>
        <FrenchConsole />
      </MemoryRouter>,
    );
    await screen.findAllByText('BSN-7KQ2P', { exact: false }, { timeout: 8_000 });
    const api = sent.filter((request) => request.url.startsWith('/api/admin/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.map((request) => request.headers.get('accept-language'))).toEqual(api.map(() => 'fr'));
  });
});
