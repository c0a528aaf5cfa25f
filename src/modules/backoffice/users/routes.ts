import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserSchema, adminUserUpdateSchema, USER_ACCESS } from '../../../../shared/admin/users.ts';
import { described } from '../../../http/describe.ts';
import { notFound } from '../../../http/errors.ts';
import { requireStaff } from '../../auth/session.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../simpleRest.ts';
import { usersListResource } from './repository.ts';
import { deleteUser, getUser, listUsers, updateUser } from './service.ts';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A malformed id names no user: 404, like an id that does not exist. */
function userIdOf(params: unknown): number {
  const parsed = userIdSchema.safeParse((params as { id?: string }).id);
  if (!parsed.success) throw notFound('No such user.');
  return parsed.data;
}

const tags = ['backoffice'];

export default async function backofficeUserRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/users',
    described({
      tags,
      summary: 'List users (ra-data-simple-rest)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: {
        schema: z.array(adminUserSchema),
        description: 'One page of users; `Content-Range` says which and of how many.',
      },
    }),
    async (request, reply) => {
      requireStaff(request, USER_ACCESS.read);
      const query = parseListQuery(usersListResource, request.query);
      return sendListPage(reply, 'users', query, await listUsers(app.db, query));
    },
  );

  app.get(
    '/api/admin/users/:id',
    described({ tags, summary: 'One user', signedIn: true, ok: { schema: adminUserSchema } }),
    async (request) => {
      requireStaff(request, USER_ACCESS.read);
      return getUser(app.db, userIdOf(request.params));
    },
  );

  app.put(
    '/api/admin/users/:id',
    described({
      tags,
      summary: 'Change a user’s staff role (admin) or status (manager, admin)',
      signedIn: true,
      body: adminUserUpdateSchema,
      readOnly: adminUserSchema,
      // 422: nobody changes their own role or status
      errors: [422],
      ok: { schema: adminUserSchema, description: 'The user as it now is.' },
    }),
    async (request) => {
      const actor = requireStaff(request, USER_ACCESS.changeStatus, USER_ACCESS.read);
      return updateUser(app.db, actor, userIdOf(request.params), request.body);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    described({
      tags,
      summary: 'Soft-delete a user (admin)',
      signedIn: true,
      // 422: nobody deletes themselves
      errors: [422],
      ok: { schema: adminUserSchema, description: 'The user, now deleted.' },
    }),
    async (request) => {
      const actor = requireStaff(request, USER_ACCESS.delete, USER_ACCESS.read);
      return deleteUser(app.db, actor, userIdOf(request.params));
    },
  );
}
