/**
 * The operations whose success answer is still documented as "any JSON", so the check of live
 * answers (src/http/answerCheck.ts) cannot look at them. This list may only get shorter:
 * src/http/answersWithoutSchema.test.ts fails when a route is missing from the description's
 * success schemas and from here alike, when a listed operation got its schema (take it off), and
 * when the list grows. Give a new route its `ok.schema` instead of a line here.
 */
export const ANSWERS_WITHOUT_SCHEMA: readonly string[] = [
  'GET /api/v6/balance-payment/{id}',
  'GET /api/v6/balance-payment/{id}/success',
  'GET /api/v6/checkout/{hash}',
  'GET /api/v6/checkout/{hash}/activity',
  'GET /api/v6/checkout/{hash}/down-payment',
  'GET /api/v6/checkout/{hash}/extra/rental-type',
  'GET /api/v6/checkout/{hash}/extras',
  'GET /api/v6/checkout/{hash}/price',
  'GET /api/v6/checkout/{hash}/success',
  'GET /api/v6/checkout/{hash}/tracking',
  'GET /api/v6/checkout/{hash}/tracking/{bookingId}',
  'GET /api/v6/payments/sandbox/{intentId}/authenticate',
  'GET /api/v6/post-booking/cart/{cartId}',
  'GET /api/v6/post-booking/{bookingId}/cart/{cartId}/insurances',
  'GET /api/v6/post-booking/{bookingId}/init',
  'GET /api/v6/post-booking/{bookingId}/purchase/{cartId}/init',
  'GET /api/v6/ps/{hash}/insurances',
  'GET /libs/Api/API.php',
  'POST /api/v6/balance-payment/{id}/payment-intent',
  'POST /api/v6/checkout/{hash}/confirm',
  'POST /api/v6/checkout/{hash}/payment-intent',
  'POST /api/v6/payments/intents/{intentId}/confirm',
  'POST /api/v6/payments/sandbox/confirm',
  'POST /api/v6/payments/sandbox/{intentId}/authenticate',
  'POST /api/v6/payments/webhooks/sandbox',
  'POST /api/v6/payments/webhooks/stripe',
  'POST /api/v6/post-booking/{bookingId}/cart/{cartId}/payment-intent',
  'POST /api/v6/products/{id}/conversations',
  'POST /api/v6/products/{id}/payment-sessions',
  'PUT /api/v6/checkout/{hash}/down-payment/selected',
  'PUT /api/v6/checkout/{hash}/extra/selected',
  'PUT /api/v6/checkout/{hash}/promo-code',
  'PUT /api/v6/post-booking/{cartId}/insurances/selected',
  'PUT /api/v6/ps/{hash}/insurances/selected',
];

/** The list's length may only go down: lower it with each operation described. */
export const ANSWERS_WITHOUT_SCHEMA_CEILING = 34;
