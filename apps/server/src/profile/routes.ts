import type { ProfileResponse } from '@bookshop/domain';
import { editProfileSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireUser } from '../auth/request-auth.js';
import { requestLanguage } from '../lib/request-language.js';
import { FIELD_ERRORS, routeDocs } from '../openapi/route-docs.js';
import type { ProfileService } from './service.js';

export async function profileRoutes(app: FastifyInstance, opts: { profile: ProfileService }) {
  app.put(
    '/api/profile',
    {
      schema: routeDocs({
        operationId: 'updateProfile',
        summary: 'Update name and phone of the logged-in user',
        tags: ['account'],
        security: 'shopper',
        body: editProfileSchema,
        responses: { 200: 'ProfileResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request) => {
      const { user } = requireUser(request);
      const values = validateBody(editProfileSchema, request.body);
      const updated = await opts.profile.update(user.id, values, requestLanguage(request));
      return {
        success: true,
        message: 'Profile Updated successfully.',
        data: { user: updated },
      } satisfies ProfileResponse;
    },
  );
}
