import type {
  AuthResponse,
  ForgotPasswordResponse,
  GuestTokenResponse,
  MeResponse,
  SuccessMessage,
} from '@bookshop/domain';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@bookshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requestLanguage } from '../lib/request-language.js';
import { ERROR, FIELD_ERRORS, routeDocs } from '../openapi/route-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import { clearPageSession, setPageSession } from '../web/page-session-cookie.js';
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

  app.post(
    '/api/auth/guest',
    {
      schema: routeDocs({
        operationId: 'createGuestToken',
        summary: 'A guest token, for a cart and checkout without an account',
        tags: ['account'],
        responses: {
          201: {
            body: 'GuestTokenResponse',
            example: { data: { token: 'g_3q8ZJ0m2VY4vQ1nL7sT9xK5wR6pE2uHc' } },
          },
          429: ERROR,
        },
      }),
      onRequest: anonymousWriteLimit(app, 'guest-token'),
    },
    async (request, reply) => {
      const token = await auth.createGuestToken();
      // The same token as a cookie, so the server can render this guest's cart page.
      setPageSession(request, reply, token);
      return reply.status(201).send({ data: { token } } satisfies GuestTokenResponse);
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: routeDocs({
        operationId: 'register',
        summary: 'Create an account (the guest cart is merged in)',
        tags: ['account'],
        security: 'optional',
        body: registerSchema,
        responses: { 201: 'AuthResponse', 422: FIELD_ERRORS, 429: ERROR },
      }),
      onRequest: anonymousWriteLimit(app, 'register'),
    },
    async (request, reply) => {
      const values = validateBody(registerSchema, request.body);
      const guestTokenId = await auth.guestTokenIdOf(
        bearerGuestId(request),
        bodyField(request.body, 'guestToken'),
      );
      const session = await auth.register(values, guestTokenId, request.ip, requestLanguage(request));
      setPageSession(request, reply, session.token);
      return reply.status(201).send({ data: session } satisfies AuthResponse);
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: routeDocs({
        operationId: 'login',
        summary: 'Log in (the guest cart is merged in)',
        tags: ['account'],
        security: 'optional',
        body: loginSchema,
        responses: {
          200: 'AuthResponse',
          401: { body: ERROR, description: 'The e-mail or the password is wrong.' },
          422: FIELD_ERRORS,
          429: ERROR,
        },
      }),
    },
    async (request, reply) => {
      const values = validateBody(loginSchema, request.body);
      const guestTokenId = await auth.guestTokenIdOf(
        bearerGuestId(request),
        bodyField(request.body, 'guestToken'),
      );
      const session = await auth.login(values, request.ip, guestTokenId);
      setPageSession(request, reply, session.token);
      return { data: session } satisfies AuthResponse;
    },
  );

  // Logging out always succeeds: a token that is already gone is as logged out as it gets.
  app.post(
    '/api/auth/logout',
    {
      schema: routeDocs({
        operationId: 'logout',
        summary: 'Revoke the current token',
        tags: ['account'],
        security: 'optional',
        responses: { 200: 'SuccessMessage' },
      }),
    },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.tokenId);
      clearPageSession(request, reply);
      return { success: true, message: 'Logged out successfully.' } satisfies SuccessMessage;
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: routeDocs({
        operationId: 'me',
        summary: 'The user the token belongs to',
        tags: ['account'],
        security: 'shopper',
        description: "A signed-in user's token; a guest's token is answered 401 like a missing one.",
        responses: { 200: 'MeResponse' },
      }),
    },
    async (request) => {
      const { user } = requireUser(request);
      return { data: { user } } satisfies MeResponse;
    },
  );

  app.post(
    '/api/auth/forget-password',
    {
      schema: routeDocs({
        operationId: 'forgotPassword',
        summary: 'E-mail a password reset link',
        tags: ['account'],
        body: forgotPasswordSchema,
        responses: { 200: 'ForgotPasswordResponse', 422: FIELD_ERRORS, 429: ERROR },
      }),
      onRequest: anonymousWriteLimit(app, 'forgot-password'),
    },
    async (request) => {
      const { email } = validateBody(forgotPasswordSchema, request.body);
      await auth.forgotPassword(email);
      return {
        success: true,
        message: FORGOT_PASSWORD_SENT,
        redirectUrl: FORGOT_PASSWORD_REDIRECT,
      } satisfies ForgotPasswordResponse;
    },
  );

  app.post<{ Querystring: { tempToken?: string } }>(
    '/api/auth/forget-password/reset-password',
    {
      schema: {
        ...routeDocs({
          operationId: 'resetPassword',
          summary: "Set a new password with the link's tempToken",
          tags: ['account'],
          body: resetPasswordSchema,
          responses: { 200: 'SuccessMessage', 422: FIELD_ERRORS, 429: ERROR },
        }),
        querystring: resetQuery,
      },
    },
    async (request) => {
      const values = validateBody(resetPasswordSchema, request.body);
      await auth.resetPassword(request.query.tempToken, values);
      return {
        success: true,
        message: 'Your password has been reset. You can now log in with the new password.',
      } satisfies SuccessMessage;
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: routeDocs({
        operationId: 'changePassword',
        summary: 'Change the password of the logged-in user',
        tags: ['account'],
        security: 'shopper',
        body: changePasswordSchema,
        responses: { 200: 'SuccessMessage', 422: FIELD_ERRORS, 429: ERROR },
      }),
    },
    async (request) => {
      const session = requireUser(request);
      const values = validateBody(changePasswordSchema, request.body);
      await auth.changePassword(session, values);
      return { success: true, message: 'Password change successfully.' } satisfies SuccessMessage;
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      schema: routeDocs({
        operationId: 'deleteAccount',
        summary: "Delete the logged-in user's account",
        tags: ['account'],
        security: 'shopper',
        responses: { 200: 'SuccessMessage' },
      }),
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await auth.deleteAccount(user.id);
      clearPageSession(request, reply);
      return { success: true, message: 'Account deleted successfully.' } satisfies SuccessMessage;
    },
  );
}
