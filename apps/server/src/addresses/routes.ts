import type { AddressDeletedResponse, AddressListResponse, AddressSavedResponse } from '@bookshop/domain';
import { addressSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { requireShopper } from '../auth/request-auth.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { type AddressesService, readAddressBody } from './service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * Addresses of whoever holds the token: a user's saved addresses, or a guest's checkout
 * addresses. Nobody sees or changes another owner's address; such ids answer 404.
 */
export async function addressesRoutes(app: FastifyInstance, opts: { addresses: AddressesService }) {
  const { addresses } = opts;

  app.get(
    '/api/addresses',
    {
      schema: routeDocs({
        operationId: 'listAddresses',
        summary: "The addresses of the token's holder",
        tags: ['addresses'],
        security: 'shopper',
        responses: { 200: 'AddressListResponse' },
      }),
    },
    async (request) => {
      const auth = requireShopper(request);
      return { data: { addresses: await addresses.list(auth) } } satisfies AddressListResponse;
    },
  );

  app.post(
    '/api/addresses',
    {
      schema: routeDocs({
        operationId: 'createAddress',
        summary: 'Save an address (checkout form with names, or profile form)',
        tags: ['addresses'],
        security: 'shopper',
        body: addressSchema,
        responses: { 201: 'AddressSavedResponse', 422: UNPROCESSABLE },
      }),
    },
    async (request, reply) => {
      const auth = requireShopper(request);
      const address = await addresses.create(auth, readAddressBody(request.body));
      return reply.status(201).send({
        success: true,
        message: 'Address created successfully.',
        data: { address },
      } satisfies AddressSavedResponse);
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/addresses/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'updateAddress',
          summary: 'Change a saved address',
          tags: ['addresses'],
          security: 'shopper',
          body: addressSchema,
          responses: { 200: 'AddressSavedResponse', 404: ERROR, 422: UNPROCESSABLE },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const address = await addresses.update(auth, request.params.id, readAddressBody(request.body));
      return {
        success: true,
        message: 'Address updated successfully.',
        data: { address },
      } satisfies AddressSavedResponse;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/addresses/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'deleteAddress',
          summary: 'Delete a saved address',
          tags: ['addresses'],
          security: 'shopper',
          responses: { 200: 'AddressDeletedResponse', 404: ERROR },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      await addresses.delete(auth, request.params.id);
      return { success: true, message: 'Address deleted successfully.' } satisfies AddressDeletedResponse;
    },
  );
}
