import type { FastifyInstance } from 'fastify';
import {
  deeplinkMetricSchema,
  deeplinkRefererSchema,
  deviceIdSchema,
  deviceInfoSchema,
  devicePermissionsSchema,
  permissionChoiceSchema,
  pushOpenedSchema,
  pushTrackingSchema,
  registeredDeviceSchema,
  webPushConfigSchema,
} from '../../../shared/app/devices.ts';
import { described } from '../../http/describe.ts';
import { parsePathParam } from '../../http/validate.ts';
import { pushEndpointRule } from '../../providers/push/pushServiceOrigins.ts';
import { requireViewer } from '../auth/session.ts';
import {
  androidAssetLinks,
  appleAppSiteAssociation,
  getDevice,
  recordDeeplinkOpened,
  recordDeeplinkReferer,
  registerDevice,
  removeDevice,
  savePermission,
  trackPush,
  trackPushOpened,
  webPushConfig,
} from './service.ts';

/** The native app's devices, permissions, push tracking and deep links (SPEC section 7, issue 20). */
export default async function deviceRoutes(app: FastifyInstance) {
  const tags = ['devices'];
  app.post(
    '/api/v6/account/device',
    described({
      tags,
      summary: 'Register this device: deviceToken, deviceType, deviceVersion, fcmToken',
      signedIn: true,
      body: deviceInfoSchema,
      ok: { schema: registeredDeviceSchema },
    }),
    async (request) =>
      registerDevice(app.db, requireViewer(request).id, request.body, pushEndpointRule(app.config.NODE_ENV)),
  );
  app.get(
    '/api/v6/account/device/:id',
    described({
      tags,
      summary: 'One of my devices: whether the server still has its push address; 404 for another person’s',
      signedIn: true,
      ok: { schema: registeredDeviceSchema },
    }),
    async (request) =>
      getDevice(
        app.db,
        requireViewer(request).id,
        parsePathParam(deviceIdSchema, (request.params as { id?: string }).id, 'No such device.'),
      ),
  );
  app.delete(
    '/api/v6/account/device/:id',
    described({
      tags,
      summary: 'Forget this device (a browser turned its notifications off); 404 for another person’s',
      signedIn: true,
      ok: { status: 204 },
    }),
    async (request, reply) => {
      const deviceId = parsePathParam(
        deviceIdSchema,
        (request.params as { id?: string }).id,
        'No such device.',
      );
      await removeDevice(app.db, requireViewer(request).id, deviceId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/v6/push/web-config',
    described({
      tags,
      summary: 'The VAPID public key browsers subscribe to Web Push with (null when Web Push is not set up)',
      signedIn: false,
      ok: { schema: webPushConfigSchema },
    }),
    async () => webPushConfig(app.config),
  );
  for (const [path, permission] of [
    ['/api/v6/account/device/push-notif-permission', 'push'],
    ['/api/v6/account/device/tracking-permission', 'tracking'],
  ] as const) {
    app.put(
      path,
      described({
        tags,
        summary: `Save the ${permission} permission {isAccepted}`,
        signedIn: true,
        body: permissionChoiceSchema,
        ok: { schema: devicePermissionsSchema },
      }),
      async (request) => savePermission(app.db, requireViewer(request).id, permission, request.body),
    );
  }
  for (const [path, event] of [
    ['/api/v6/account/track-received-push-notification', 'received'],
    ['/api/v6/account/track-clicked-push-notification', 'clicked'],
  ] as const) {
    app.post(
      path,
      described({
        tags,
        summary: `A push was ${event} (notificationId…)`,
        signedIn: true,
        body: pushTrackingSchema,
        ok: { status: 204 },
        // A notification that was not sent to the viewer.
        errors: [404],
      }),
      async (request, reply) => {
        await trackPush(app.db, requireViewer(request).id, event, request.body);
        return reply.status(204).send();
      },
    );
  }
  app.post(
    '/api/v6/account/track-opened-di-push-notification',
    described({
      tags,
      summary: 'A push opened the app {pushNotificationId, platform}',
      signedIn: true,
      body: pushOpenedSchema,
      ok: { status: 204 },
      // A notification that was not sent to the viewer.
      errors: [404],
    }),
    async (request, reply) => {
      await trackPushOpened(app.db, requireViewer(request).id, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v6/metrics/deeplink',
    {
      ...described({
        tags: ['metrics'],
        summary: 'A deep link opened the app {url} (beacon)',
        signedIn: false,
        body: deeplinkMetricSchema,
        beacon: true,
        ok: { status: 204 },
      }),
      config: { guestBeacon: true },
    },
    async (request, reply) => {
      await recordDeeplinkOpened(app.db, null, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v6/deeplink/referer/add',
    described({
      tags,
      summary: 'Record the deep link as referer {deeplinkPathWithParams}',
      signedIn: false,
      body: deeplinkRefererSchema,
      ok: { status: 204 },
    }),
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
