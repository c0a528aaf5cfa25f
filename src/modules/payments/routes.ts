import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkoutHashSchema, checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import {
  checkoutConfirmRequestSchema,
  checkoutIntentRequestSchema,
  FINGERPRINT_INTENT_PARAM,
  paymentIntentAnswerSchema,
  paymentIntentIdSchema,
  paymentIntentRequestSchema,
  paymentOutcomeSchema,
  paymentPaths,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxAuthenticationAnswer,
  type SandboxAuthenticationDetails,
  type SandboxConfirmAnswer,
  sandboxAuthenticationAnswerSchema,
  sandboxAuthenticationDetailsSchema,
  sandboxAuthenticationRequestSchema,
  sandboxConfirmAnswerSchema,
  sandboxConfirmRequestSchema,
  type WebhookAnswer,
  webhookAnswerSchema,
} from '../../../shared/checkout/payment.ts';
import { type Description, described } from '../../http/describe.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import type { PaymentIntent } from '../../providers/payments/paymentProvider.ts';
import { WebhookSignatureError } from '../../providers/payments/paymentProvider.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import {
  sandboxWebhookEvent,
  signSandboxWebhook,
  webhookTypeFor,
} from '../../providers/payments/sandboxPayments.ts';
import { requestContext } from '../catalogue/requestContext.ts';
import { mayReach, reachBooking, reachSession } from '../checkout/access.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../payment-sessions/idempotency.ts';
import { cardErrorMessage } from './cardErrors.ts';
import { balanceIntent, cartIntent, checkoutIntent } from './intents.ts';
import {
  findPaymentByClientSecret,
  findPaymentByIntent,
  type PaymentRow,
  recordIntentState,
  recordTermsAccepted,
} from './repository.ts';
import { settlePaymentIntent } from './settlement.ts';
import { handleWebhook } from './webhooks.ts';

const docs = (summary: string, description: Omit<Description, 'tags' | 'summary'>) =>
  described({ tags: ['payments'], summary, ...description });

/** The tenant a payment belongs to, whatever it paid for. */
async function tenantOf(
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<{ tenantId: number; language: string }> {
  const { rows } = await app.db.query<{ tenant_id: number; language_code: string }>(
    payment.payment_session_id
      ? 'SELECT tenant_id, language_code FROM payment_sessions WHERE id = $1'
      : 'SELECT tenant_id, language_code FROM bookings WHERE id = $1',
    [payment.payment_session_id ?? payment.booking_id],
  );
  return { tenantId: rows[0].tenant_id, language: rows[0].language_code };
}

/** A payment the signed-in viewer may act on (its tenant, or staff); 404 for anyone else. */
async function reachPayment(app: FastifyInstance, request: FastifyRequest, rawIntentId: string) {
  const intentId = parsePathParam(paymentIntentIdSchema, rawIntentId, 'This payment does not exist.');
  if (!request.viewer) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  const payment = await findPaymentByIntent(app.db, intentId);
  if (!payment) throw notFound('This payment does not exist.');
  const owner = await tenantOf(app, payment);
  if (!mayReach(request.viewer, owner.tenantId)) throw notFound('This payment does not exist.');
  return { payment, language: owner.language };
}

export default async function paymentRoutes(app: FastifyInstance) {
  const providers = createPaymentProviders(app.config, app.db);
  const settlementContext = { publicUrl: app.config.PUBLIC_URL };
  const settle = (payment: PaymentRow) =>
    settlePaymentIntent(
      app.db,
      providers.byName(payment.provider),
      payment.provider_reference,
      settlementContext,
    );

  // The sandbox announces what happened to an intent with a signed webhook, as Stripe does. It is
  // sent in-process after the answer, so the webhook can arrive before or after the browser returns.
  const deliveries = new Set<Promise<unknown>>();
  const announce = (intent: PaymentIntent) => {
    const type = webhookTypeFor(intent);
    if (!type) return;
    const body = JSON.stringify(sandboxWebhookEvent(intent, type));
    const delivery = app
      .inject({
        method: 'POST',
        url: paymentPaths.sandboxWebhook,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(app.config.SANDBOX_WEBHOOK_SECRET, body),
        },
        payload: body,
      })
      .catch((err) => app.log.warn({ err }, 'sandbox webhook delivery failed'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  app.post<{ Params: { hash: string } }>(
    '/api/v6/checkout/:hash/payment-intent',
    docs(
      'Creates (or reuses) the PaymentIntent that pays the checkout; the amount is computed on the server.',
      {
        signedIn: true,
        headers: idempotencyHeaders,
        params: z.object({ hash: checkoutHashSchema }),
        body: checkoutIntentRequestSchema,
        ok: { schema: paymentIntentAnswerSchema },
        errors: [409, 422],
      },
    ),
    async (request) => {
      const hash = parsePathParam(checkoutHashSchema, request.params.hash, 'This checkout does not exist.');
      const key = idempotencyKeyOf(request);
      const session = await reachSession(app.db, request, hash);
      parseInput(checkoutIntentRequestSchema, request.body);
      await recordTermsAccepted(app.db, session.id);
      return checkoutIntent(app.db, providers, session.id, key);
    },
  );

  app.post<{ Params: { hash: string } }>(
    '/api/v6/checkout/:hash/confirm',
    docs('The browser is back from the card step: asks the provider and settles the payment (idempotent).', {
      signedIn: true,
      params: z.object({ hash: checkoutHashSchema }),
      body: checkoutConfirmRequestSchema,
      ok: { schema: paymentOutcomeSchema },
      errors: [409],
    }),
    async (request) => {
      const hash = parsePathParam(checkoutHashSchema, request.params.hash, 'This checkout does not exist.');
      const body = parseInput(checkoutConfirmRequestSchema, request.body);
      const session = await reachSession(app.db, request, hash);
      const { rows } = await app.db.query<{ provider_reference: string }>(
        `SELECT provider_reference FROM payments
          WHERE payment_session_id = $1 AND ($2::text IS NULL OR provider_reference = $2)
          ORDER BY (status = 'succeeded') DESC, id DESC LIMIT 1`,
        [session.id, body.paymentIntentId ?? null],
      );
      if (!rows[0]) {
        if (body.paymentIntentId) throw notFound('This payment does not exist.');
        throw conflict('no-payment', 'Nothing was paid for this checkout yet.');
      }
      const payment = (await findPaymentByIntent(app.db, rows[0].provider_reference)) as PaymentRow;
      return settle(payment);
    },
  );

  app.post<{ Params: { intentId: string } }>(
    '/api/v6/payments/intents/:intentId/confirm',
    docs('Settles any payment of the viewer (checkout, balance, post-booking cart); used after 3-D Secure.', {
      signedIn: true,
      params: z.object({ intentId: paymentIntentIdSchema }),
      ok: { schema: paymentOutcomeSchema },
      errors: [409],
    }),
    async (request) => {
      const { payment } = await reachPayment(app, request, request.params.intentId);
      return settle(payment);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/balance-payment/:id/payment-intent',
    docs('Creates (or reuses) the PaymentIntent that pays the balance of a down-payment booking.', {
      signedIn: true,
      headers: idempotencyHeaders,
      params: z.object({ id: checkoutIdSchema }),
      body: paymentIntentRequestSchema,
      ok: { schema: paymentIntentAnswerSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const id = parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.');
      const key = idempotencyKeyOf(request);
      const booking = await reachBooking(app.db, request, id);
      return balanceIntent(app.db, providers, booking.id, key);
    },
  );

  app.post<{ Params: { bookingId: string; cartId: string } }>(
    '/api/v6/post-booking/:bookingId/cart/:cartId/payment-intent',
    docs('Creates (or reuses) the PaymentIntent that pays a post-booking cart.', {
      signedIn: true,
      headers: idempotencyHeaders,
      params: z.object({ bookingId: checkoutIdSchema, cartId: checkoutIdSchema }),
      body: paymentIntentRequestSchema,
      ok: { schema: paymentIntentAnswerSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const bookingId = parsePathParam(
        checkoutIdSchema,
        request.params.bookingId,
        'This booking does not exist.',
      );
      const cartId = parsePathParam(checkoutIdSchema, request.params.cartId, 'This cart does not exist.');
      const key = idempotencyKeyOf(request);
      const booking = await reachBooking(app.db, request, bookingId);
      const { rows } = await app.db.query(
        'SELECT 1 FROM post_booking_carts WHERE id = $1 AND booking_id = $2',
        [cartId, booking.id],
      );
      if (rows.length === 0) throw notFound('This cart does not exist.');
      return cartIntent(app.db, providers, booking.id, cartId, key);
    },
  );

  app.post(
    paymentPaths.sandboxConfirm,
    docs('The sandbox card form: confirms an intent with a test card (authorised by its client secret).', {
      signedIn: false,
      body: sandboxConfirmRequestSchema,
      ok: { schema: sandboxConfirmAnswerSchema },
      errors: [404, 409],
    }),
    async (request): Promise<SandboxConfirmAnswer> => {
      const input = parseInput(sandboxConfirmRequestSchema, request.body);
      const { language } = await requestContext(app, request);
      const payment = await findPaymentByClientSecret(app.db, input.clientSecret);
      if (!payment) throw notFound('This payment does not exist.');
      const sandbox = providers.byName('sandbox');
      const intent = await sandbox.confirmIntent(
        payment.provider_reference,
        {
          card: {
            number: input.cardNumber,
            expMonth: input.expMonth,
            expYear: input.expYear,
            cvc: input.cvc,
          },
        },
        {
          returnUrl: `/${language}/ps/fingerprint?${FINGERPRINT_INTENT_PARAM}=${encodeURIComponent(payment.provider_reference)}`,
        },
      );
      await recordIntentState(app.db, intent);
      announce(intent);
      if (
        intent.status === 'succeeded' ||
        intent.status === 'processing' ||
        intent.status === 'requires_capture'
      ) {
        return { status: 'succeeded', intentId: intent.id };
      }
      if (intent.status === 'requires_action' && intent.nextActionUrl) {
        return { status: 'requires_action', intentId: intent.id, redirectUrl: intent.nextActionUrl };
      }
      if (intent.status === 'canceled') {
        throw conflict('payment-canceled', 'This payment was replaced by a newer one: reload the page.');
      }
      const code = intent.lastError?.code === 'expired_card' ? 'expired_card' : 'card_declined';
      return { status: 'failed', intentId: intent.id, code, message: cardErrorMessage(language, code) };
    },
  );

  app.get<{ Params: { intentId: string } }>(
    '/api/v6/payments/sandbox/:intentId/authenticate',
    docs('The sandbox 3-D Secure page: what is being paid.', {
      signedIn: true,
      params: z.object({ intentId: paymentIntentIdSchema }),
      ok: { schema: sandboxAuthenticationDetailsSchema },
    }),
    async (request): Promise<SandboxAuthenticationDetails> => {
      const { payment } = await reachPayment(app, request, request.params.intentId);
      if (payment.provider !== 'sandbox') throw notFound('This payment does not exist.');
      const intent = await providers.byName('sandbox').retrieveIntent(payment.provider_reference);
      const { rows } = await app.db.query<{ last4: string }>(
        'SELECT last4 FROM sandbox_payment_methods WHERE id = $1',
        [intent.paymentMethod],
      );
      return {
        intentId: intent.id,
        amount: intent.amount,
        currency: 'EUR',
        merchantName: 'Bosun',
        cardLast4: rows[0]?.last4 ?? null,
        status: intent.status,
      };
    },
  );

  app.post<{ Params: { intentId: string } }>(
    '/api/v6/payments/sandbox/:intentId/authenticate',
    docs('The sandbox 3-D Secure step: the renter approves or fails the check.', {
      signedIn: true,
      params: z.object({ intentId: paymentIntentIdSchema }),
      body: sandboxAuthenticationRequestSchema,
      ok: { schema: sandboxAuthenticationAnswerSchema },
      errors: [409],
    }),
    async (request): Promise<SandboxAuthenticationAnswer> => {
      const { payment, language } = await reachPayment(app, request, request.params.intentId);
      if (payment.provider !== 'sandbox') throw notFound('This payment does not exist.');
      const { outcome } = parseInput(sandboxAuthenticationRequestSchema, request.body);
      const sandbox = providers.byName('sandbox');
      const before = await sandbox.retrieveIntent(payment.provider_reference);
      if (!['requires_action', 'succeeded', 'requires_capture'].includes(before.status)) {
        throw conflict('authentication-not-pending', 'This payment is not waiting for 3-D Secure.');
      }
      const intent = await sandbox.authenticate(payment.provider_reference, outcome);
      await recordIntentState(app.db, intent);
      if (before.status === 'requires_action') announce(intent);
      const lang = (request.query as { _locale?: string })._locale ?? language;
      return {
        intentId: intent.id,
        status: intent.status,
        redirectUrl: `/${lang}/ps/fingerprint/success?${FINGERPRINT_INTENT_PARAM}=${encodeURIComponent(intent.id)}`,
      };
    },
  );

  // Webhooks are verified on the exact bytes received: this scope keeps JSON bodies as Buffers.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    for (const name of ['stripe', 'sandbox'] as const) {
      hooks.post(
        name === 'stripe' ? paymentPaths.stripeWebhook : paymentPaths.sandboxWebhook,
        {
          ...docs(`${name} webhook: signature verified on the raw body, each event handled once.`, {
            signedIn: false,
            ok: { schema: webhookAnswerSchema },
            errors: [404],
          }),
          config: {},
        },
        async (request): Promise<WebhookAnswer> => {
          if (!Buffer.isBuffer(request.body)) throw badRequest('A webhook body is JSON.');
          let provider: ReturnType<typeof providers.byName>;
          try {
            provider = providers.byName(name);
          } catch {
            throw notFound(`The ${name} provider is not configured.`);
          }
          const header = request.headers[name === 'stripe' ? 'stripe-signature' : SANDBOX_SIGNATURE_HEADER];
          try {
            const event = provider.parseWebhook(
              request.body,
              typeof header === 'string' ? header : undefined,
            );
            return await handleWebhook(app.db, provider, event, settlementContext);
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              throw new HttpError(400, 'webhook-signature-invalid', error.message);
            }
            throw error;
          }
        },
      );
    }
  });
}
