import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import { maskIban, normaliseIban } from '../../../shared/payouts/iban.ts';
import {
  earningsSchema,
  onboardingLinkSchema,
  payoutDetailsInputSchema,
  payoutDetailsSchema,
  payoutPaths,
} from '../../../shared/payouts/payouts.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { PayoutWebhookSignatureError } from '../../providers/payouts/payoutProvider.ts';
import { payoutProviderFor } from '../../providers/payouts/payoutProviderFor.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { requireViewer } from '../auth/session.ts';
import { localeOf } from '../checkout/routes.ts';
import { renderStatementPdfOffThread } from '../econtracts/pdfThread.ts';
import { encryptIban } from './bankDetails.ts';
import { detailsOf, earningsOf, yearlyCsv, yearlyStatement } from './earnings.ts';
import { noticeDetailsChanged } from './notices.ts';
import * as repo from './repository.ts';
import { handlePayoutEvent } from './service.ts';

const TAGS = ['payouts'];

/**
 * The owner's side of payouts (DESIGN.md, "Owner earnings and payouts"): their payout details (the IBAN stored encrypted and shown
 * masked, changed only with the password again and e-mailed), Stripe's hosted onboarding, their earnings
 * and the year's statement; and the payout provider's webhook, verified on the raw body.
 */
export default async function payoutRoutes(app: FastifyInstance) {
  const db = app.db;
  const provider = payoutProviderFor(app.config);

  app.get(
    payoutPaths.details,
    described({
      tags: TAGS,
      summary: 'The owner’s payout details, the IBAN masked',
      signedIn: true,
      ok: { schema: payoutDetailsSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      return detailsOf(
        await repo.findProfile(db, viewer.id),
        provider.name,
        await repo.ownerTypeOf(db, viewer.id),
      );
    },
  );

  app.put(
    payoutPaths.details,
    described({
      tags: TAGS,
      summary: 'Set the bank details (IBAN checked; the password again; the owner is e-mailed)',
      signedIn: true,
      body: payoutDetailsInputSchema,
      ok: { schema: payoutDetailsSchema },
      errors: [400, 403],
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const input = parseInput(payoutDetailsInputSchema, request.body);
      const hash = await repo.passwordHashOf(db, viewer.id);
      if (hash && !(await verifyPassword(hash, input.currentPassword ?? ''))) {
        throw new HttpError(403, 'password-wrong', 'The password is wrong.', {
          currentPassword: 'passwordWrong',
        });
      }
      const iban = normaliseIban(input.iban);
      const masked = maskIban(iban);
      const now = appClock.now();
      await db.transaction(async (tx) => {
        await repo.saveBankDetails(tx, {
          userId: viewer.id,
          ownerType: input.ownerType,
          accountHolder: input.accountHolder,
          ibanCiphertext: encryptIban(iban, app.config.BANK_DETAILS_KEY),
          ibanMasked: masked,
          country: iban.slice(0, 2),
          at: now,
        });
        await noticeDetailsChanged(tx, viewer.id, masked, now);
      });
      return detailsOf(await repo.findProfile(db, viewer.id), provider.name, input.ownerType);
    },
  );

  app.post(
    payoutPaths.onboarding,
    described({
      tags: TAGS,
      summary: 'Stripe Connect’s hosted onboarding for the owner (409 when the provider has none)',
      signedIn: true,
      ok: { schema: onboardingLinkSchema },
      errors: [409],
    }),
    async (request) => {
      const viewer = requireViewer(request);
      if (!provider.onboardingLink)
        throw conflict('onboarding-unavailable', 'This payout provider has no onboarding.');
      const [profile, contact] = await Promise.all([
        repo.findProfile(db, viewer.id),
        repo.ownerContact(db, viewer.id),
      ]);
      const back = `${app.config.PUBLIC_URL}/${viewer.languageCode ?? 'en'}/account/earnings`;
      const link = await provider.onboardingLink({
        ownerId: viewer.id,
        email: contact?.email ?? '',
        country: contact?.country ?? 'FR',
        accountId: profile?.stripe_account_id ?? null,
        returnUrl: back,
        refreshUrl: back,
      });
      await repo.saveConnectedAccount(db, viewer.id, link.accountId, appClock.now());
      return { url: link.url };
    },
  );

  app.get(
    payoutPaths.earnings,
    described({
      tags: TAGS,
      summary: 'The owner’s earnings: upcoming with dates, payouts, each booking’s gross/commission/net',
      signedIn: true,
      ok: { schema: earningsSchema },
    }),
    async (request) => earningsOf(db, requireViewer(request).id, provider.name, localeOf(request)),
  );

  app.get<{ Params: { file: string } }>(
    '/api/v6/account/earnings/statement/:file',
    described({
      tags: TAGS,
      summary:
        'The year’s statement of gross, fees, net and bookings: YYYY.csv, or YYYY.pdf in the owner’s language (or _locale)',
      signedIn: true,
      ok: { contentType: ['text/csv', 'application/pdf'] },
    }),
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const viewer = requireViewer(request);
      const match = /^(\d{4})\.(csv|pdf)$/.exec(request.params.file);
      if (!match) throw notFound('This statement does not exist.');
      const year = Number(match[1]);
      if (match[2] === 'pdf') {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const language =
          typeof query._locale === 'string' && isLanguageCode(query._locale) ? query._locale : null;
        const pdf = await renderStatementPdfOffThread(await yearlyStatement(db, viewer.id, year, language));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="bosun-earnings-${year}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      }
      const csv = await yearlyCsv(db, viewer.id, year);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bosun-earnings-${year}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  // The provider's webhook is verified on the exact bytes received, as the payments webhook is.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      payoutPaths.stripeWebhook,
      described({
        tags: TAGS,
        summary: 'Stripe Connect webhook: signature verified on the raw body, each event handled once',
        signedIn: false,
        ok: { schema: z.object({ handled: z.boolean() }) },
        errors: [400, 404],
      }),
      async (request) => {
        if (!provider.parseWebhook) throw notFound('The Stripe payout provider is not configured.');
        if (!Buffer.isBuffer(request.body)) throw badRequest('A webhook body is JSON.');
        const header = request.headers['stripe-signature'];
        try {
          const event = provider.parseWebhook(request.body, typeof header === 'string' ? header : undefined);
          return await handlePayoutEvent(db, provider.name, event, app.config.PUBLIC_URL);
        } catch (error) {
          if (error instanceof PayoutWebhookSignatureError) {
            throw new HttpError(400, 'webhook-signature-invalid', error.message);
          }
          throw error;
        }
      },
    );
  });
}
