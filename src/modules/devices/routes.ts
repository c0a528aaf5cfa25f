import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../auth/session.ts';
import {
  androidAssetLinks,
  appleAppSiteAssociation,
  recordDeeplinkOpened,
  recordDeeplinkReferer,
  registerDevice,
  savePermission,
  trackPush,
  trackPushOpened,
} from './service.ts';

/** The native app's devices, permissions, push tracking and deep links (SPEC section 7, issue 20). */
export default async function deviceRoutes(app: FastifyInstance) {
  const tags = ['devices'];
  app.post(
    '/api/v6/account/device',
    { schema: { tags, summary: 'Register this device: deviceToken, deviceType, deviceVersion, fcmToken' } },
    async (request) => registerDevice(app.db, requireViewer(request).id, request.body),
  );
  for (const [path, permission] of [
    ['/api/v6/account/device/push-notif-permission', 'push'],
    ['/api/v6/account/device/tracking-permission', 'tracking'],
  ] as const) {
    app.put(
      path,
      { schema: { tags, summary: `Save the ${permission} permission {isAccepted}` } },
      async (request) => savePermission(app.db, requireViewer(request).id, permission, request.body),
    );
  }
  for (const [path, event] of [
    ['/api/v6/account/track-received-push-notification', 'received'],
    ['/api/v6/account/track-clicked-push-notification', 'clicked'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary: `A push was ${event} (notificationId…)` } },
      async (request, reply) => {
        await trackPush(app.db, requireViewer(request).id, event, request.body);
        return reply.status(204).send();
      },
    );
  }
  app.post(
    '/api/v6/account/track-opened-di-push-notification',
    { schema: { tags, summary: 'A push opened the app {pushNotificationId, platform}' } },
    async (request, reply) => {
      await trackPushOpened(app.db, requireViewer(request).id, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v6/metrics/deeplink',
    {
      schema: { tags: ['metrics'], summary: 'A deep link opened the app {url} (beacon)' },
      config: { guestBeacon: true },
    },
    async (request, reply) => {
      await recordDeeplinkOpened(app.db, null, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v6/deeplink/referer/add',
    { schema: { tags, summary: 'Record the deep link as referer {deeplinkPathWithParams}' } },
    async (request, reply) => {
      await recordDeeplinkReferer(app.db, request.viewer?.id ?? null, request.body);
      return reply.status(204).send();
    },
  );
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('application/json').send(appleAppSiteAssociation(app.config));
  });
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('application/json').send(androidAssetLinks(app.config));
  });
}
