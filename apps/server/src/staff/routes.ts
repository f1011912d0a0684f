import {
  ADMIN_API_PATHS,
  ADMIN_PAGE_SIZE,
  type StaffInviteResponse,
  type StaffListResponse,
  type StaffMeResponse,
  type StaffSessionResponse,
  type StaffSetupInfoResponse,
  type StaffSignInResponse,
  type SuccessMessage,
} from '@bookshop/domain';
import {
  customersQuerySchema,
  staffInviteSchema,
  staffSetupQuerySchema,
  staffSetupSchema,
  staffSignInSchema,
  staffTotpEnrolSchema,
} from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { adminDocs } from '../admin/admin-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import { toStaffMember } from './repository.js';
import { STAFF_IDLE_MINUTES, type StaffService } from './service.js';
import { staffOf } from './staff-guard.js';

export const adminIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** `?page=&per_page=` of the admin lists, as documented (the handler checks it with the shared schema). */
export const PAGE_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

/** Staff sign-in and sessions (`/api/admin/auth/...`) and, for owners, the staff list (`/api/admin/staff`). */
export async function staffRoutes(app: FastifyInstance, opts: { staff: StaffService }) {
  const service = opts.staff;

  app.get<{ Querystring: { token?: unknown } }>(
    ADMIN_API_PATHS.setup,
    {
      schema: adminDocs('GET /api/admin/auth/setup', {
        summary: "Whose one-time set-up link this is (the set-up page's greeting)",
        documentedQuery: { type: 'object', properties: { token: { type: 'string' } } },
      }),
    },
    async (request) => {
      const { token } = validateBody(staffSetupQuerySchema, request.query);
      return { data: await service.setupInfo(token) } satisfies StaffSetupInfoResponse;
    },
  );

  app.post(
    ADMIN_API_PATHS.setup,
    {
      schema: adminDocs('POST /api/admin/auth/setup', {
        summary: 'Set the password through the one-time set-up link',
        body: staffSetupSchema,
      }),
      onRequest: anonymousWriteLimit(app, 'staff-setup'),
    },
    async (request) => {
      const values = validateBody(staffSetupSchema, request.body);
      await service.setup(values, request.ip);
      return {
        success: true,
        message: 'Your password is set. Sign in to set up your authenticator app.',
      } satisfies SuccessMessage;
    },
  );

  app.post(
    ADMIN_API_PATHS.signIn,
    {
      schema: adminDocs('POST /api/admin/auth/sign-in', {
        summary: 'Staff sign-in: password and authenticator code (throttled like shopper logins)',
        description:
          'Answers a session, or on the first sign-in (before TOTP is set up) the QR code to scan and a set-up token for POST /api/admin/auth/totp.',
        body: staffSignInSchema,
      }),
    },
    async (request) => {
      const values = validateBody(staffSignInSchema, request.body);
      return { data: await service.signIn(values, request.ip) } as StaffSignInResponse;
    },
  );

  app.post(
    ADMIN_API_PATHS.totp,
    {
      schema: adminDocs('POST /api/admin/auth/totp', {
        summary: 'Finish setting up TOTP with the first code, and sign in',
        body: staffTotpEnrolSchema,
      }),
    },
    async (request) => {
      const values = validateBody(staffTotpEnrolSchema, request.body);
      const session = await service.enrolTotp(values, request.ip);
      return { data: { step: 'signed_in', ...session } } satisfies StaffSessionResponse;
    },
  );

  app.get(
    ADMIN_API_PATHS.me,
    { schema: adminDocs('GET /api/admin/auth/me', { summary: 'The signed-in staff member' }) },
    async (request) => {
      const auth = staffOf(request);
      return {
        data: {
          staff: toStaffMember(auth.staff),
          expires_at: auth.expiresAt.toISOString(),
          idle_minutes: STAFF_IDLE_MINUTES,
        },
      } satisfies StaffMeResponse;
    },
  );

  app.post(
    ADMIN_API_PATHS.signOut,
    { schema: adminDocs('POST /api/admin/auth/sign-out', { summary: 'Sign out: the session ends' }) },
    async (request) => {
      await service.signOut(staffOf(request), request.ip);
      return { success: true, message: 'Signed out.' } satisfies SuccessMessage;
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_API_PATHS.staff,
    {
      schema: adminDocs('GET /api/admin/staff', {
        summary: 'Staff accounts (owner)',
        documentedQuery: PAGE_QUERY,
      }),
    },
    async (request) => {
      staffOf(request);
      const { page, per_page } = validateBody(customersQuerySchema, request.query);
      const { staff: members, total } = await service.list(page, per_page ?? ADMIN_PAGE_SIZE);
      return { data: { staff: members, page, per_page, total } } satisfies StaffListResponse;
    },
  );

  app.post(
    ADMIN_API_PATHS.staff,
    {
      schema: adminDocs('POST /api/admin/staff', {
        summary: 'Invite a staff member (owner): a one-time set-up link, also e-mailed',
        body: staffInviteSchema,
      }),
    },
    async (request, reply) => {
      const by = staffOf(request);
      const values = validateBody(staffInviteSchema, request.body);
      const added = await service.add(values, { actor: by, address: request.ip });
      return reply.status(201).send({
        success: true,
        message: `${added.staff.email} is invited. The set-up link was e-mailed to them.`,
        data: { staff: added.staff, setup_link: added.link, setup_expires_at: added.expiresAt.toISOString() },
      } satisfies StaffInviteResponse);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/staff/:id',
    {
      schema: {
        ...adminDocs('DELETE /api/admin/staff/:id', {
          summary: 'Remove a staff member (owner): their sessions end at once',
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      await service.remove(request.params.id, staffOf(request), request.ip);
      return { success: true, message: 'The staff member was removed.' } satisfies SuccessMessage;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/staff/:id/reset',
    {
      schema: {
        ...adminDocs('POST /api/admin/staff/:id/reset', {
          summary:
            'Reset a staff member (owner): password and TOTP cleared, sessions ended, a new set-up link',
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const reset = await service.reset(request.params.id, staffOf(request), request.ip);
      return {
        success: true,
        message: `${reset.staff.email} was reset. The new set-up link was e-mailed to them.`,
        data: { staff: reset.staff, setup_link: reset.link, setup_expires_at: reset.expiresAt.toISOString() },
      } satisfies StaffInviteResponse;
    },
  );
}
