import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@bookshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { acceptEmptyJsonBodies } from './empty-json-body.js';
import { requireUser } from './request-auth.js';
import { type AuthService, FORGOT_PASSWORD_SENT } from './service.js';

/** Where the web app goes after asking for a reset link: the page for visitors who are not logged in. */
const FORGOT_PASSWORD_REDIRECT = '/logged-out';

const resetQuery = {
  type: 'object',
  properties: { tempToken: { type: 'string' } },
} as const;

function bodyField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}

function bearerGuestId(request: FastifyRequest): number | null {
  return request.auth?.kind === 'guest' ? request.auth.tokenId : null;
}

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const { auth } = opts;
  acceptEmptyJsonBodies(app);

  app.post('/api/auth/guest', async (_request, reply) => {
    const token = await auth.createGuestToken();
    return reply.status(201).send({ data: { token } });
  });

  app.post('/api/auth/register', async (request, reply) => {
    const values = validateBody(registerSchema, request.body);
    const guestTokenId = await auth.guestTokenIdOf(
      bearerGuestId(request),
      bodyField(request.body, 'guestToken'),
    );
    const session = await auth.register(values, guestTokenId);
    return reply.status(201).send({ data: session });
  });

  app.post('/api/auth/login', async (request) => {
    const values = validateBody(loginSchema, request.body);
    const guestTokenId = await auth.guestTokenIdOf(
      bearerGuestId(request),
      bodyField(request.body, 'guestToken'),
    );
    const session = await auth.login(values, request.ip, guestTokenId);
    return { data: session };
  });

  // Logging out always succeeds: a token that is already gone is as logged out as it gets.
  app.post('/api/auth/logout', async (request) => {
    if (request.auth) await auth.logout(request.auth.tokenId);
    return { success: true, message: 'Logged out successfully.' };
  });

  app.get('/api/auth/me', async (request) => {
    const { user } = requireUser(request);
    return { data: { user } };
  });

  app.post('/api/auth/forget-password', async (request) => {
    const { email } = validateBody(forgotPasswordSchema, request.body);
    await auth.forgotPassword(email);
    return { success: true, message: FORGOT_PASSWORD_SENT, redirectUrl: FORGOT_PASSWORD_REDIRECT };
  });

  app.post<{ Querystring: { tempToken?: string } }>(
    '/api/auth/forget-password/reset-password',
    { schema: { querystring: resetQuery } },
    async (request) => {
      const values = validateBody(resetPasswordSchema, request.body);
      await auth.resetPassword(request.query.tempToken, values);
      return {
        success: true,
        message: 'Your password has been reset. You can now log in with the new password.',
      };
    },
  );

  app.post('/api/auth/change-password', async (request) => {
    const session = requireUser(request);
    const values = validateBody(changePasswordSchema, request.body);
    await auth.changePassword(session, values);
    return { success: true, message: 'Password change successfully.' };
  });

  app.post('/api/auth/delete-account', async (request) => {
    const { user } = requireUser(request);
    await auth.deleteAccount(user.id);
    return { success: true, message: 'Account deleted successfully.' };
  });
}
