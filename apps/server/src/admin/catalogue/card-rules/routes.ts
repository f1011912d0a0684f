import {
  type AdminCardRuleResponse,
  type AdminCardRulesResponse,
  CATALOGUE_API_PATHS,
  type SuccessMessage,
} from '@bookshop/domain';
import { cardRuleSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { CardRulesService } from './service.js';

/** Bank-card discount rules (owner, catalogue): what `/card-discounts` lists and checkout applies. */
export async function cardRulesRoutes(app: FastifyInstance, opts: { rules: CardRulesService }) {
  const { rules } = opts;
  const one = (rule: AdminCardRuleResponse['data']['rule']) =>
    ({ data: { rule } }) satisfies AdminCardRuleResponse;
  const withId = { params: adminIdParams };

  app.get(
    CATALOGUE_API_PATHS.cardRules,
    {
      schema: deskDocs('Every bank-card discount rule, enabled or not, by bank', {
        operationId: 'listCatalogueCardRules',
        responses: { 200: 'AdminCardRulesResponse' },
      }),
    },
    async (request) => {
      staffOf(request);
      return { data: { rules: await rules.list() } } satisfies AdminCardRulesResponse;
    },
  );

  app.post(
    CATALOGUE_API_PATHS.cardRules,
    {
      schema: deskDocs('Add a bank-card discount rule (a BIN another rule has is refused)', {
        operationId: 'addCatalogueCardRule',
        body: cardRuleSchema,
        responses: { 201: 'AdminCardRuleResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request, reply) => {
      const rule = await rules.add(request.body, contextOf(request));
      reply.status(201);
      return one(rule);
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/admin/catalogue/card-rules/:id',
    {
      schema: {
        ...deskDocs('Edit a bank-card discount rule', {
          operationId: 'updateCatalogueCardRule',
          body: cardRuleSchema,
          responses: { 200: 'AdminCardRuleResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        ...withId,
      },
    },
    async (request) => one(await rules.update(request.params.id, request.body, contextOf(request))),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/api/admin/catalogue/card-rules/:id/${action}`,
      {
        schema: {
          ...deskDocs(enabled ? 'Enable a bank-card discount rule' : 'Disable a bank-card discount rule', {
            operationId: enabled ? 'enableCatalogueCardRule' : 'disableCatalogueCardRule',
            responses: { 200: 'AdminCardRuleResponse', 404: ERROR },
          }),
          ...withId,
        },
      },
      async (request) => one(await rules.setEnabled(request.params.id, enabled, contextOf(request))),
    );
  }

  app.delete<{ Params: { id: number } }>(
    '/api/admin/catalogue/card-rules/:id',
    {
      schema: {
        ...deskDocs('Remove a bank-card discount rule', {
          operationId: 'removeCatalogueCardRule',
          responses: { 200: 'SuccessMessage', 404: ERROR },
        }),
        ...withId,
      },
    },
    async (request) => {
      await rules.remove(request.params.id, contextOf(request));
      return { success: true, message: 'The rule is removed.' } satisfies SuccessMessage;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/catalogue/card-rules/:id/logo',
    {
      schema: {
        ...deskDocs("Upload the bank's logo (multipart field logo: JPEG, PNG or WebP, 8 MB at most)", {
          operationId: 'uploadCatalogueCardRuleLogo',
          responses: { 200: 'AdminCardRuleResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        ...withId,
      },
    },
    async (request) => one(await rules.uploadLogo(request.params.id, request, contextOf(request))),
  );
}
