import { cardDigits, type SandboxConfirmResponse } from '@bookshop/domain';
import { formatMessage, isLanguage, type Language, languageOfPath, pathInLanguage } from '@bookshop/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, NotFoundError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/request-language.js';
import { approvalPage, safeReturn } from './approval-page.js';
import { openSealedCard } from './card-cipher.js';
import type { SandboxProvider } from './sandbox-provider.js';
import { isUnexpired, judgeTestCard } from './test-cards.js';

const confirmSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: '^pi_[A-Za-z0-9_-]{10,64}$' } },
  },
  body: {
    type: 'object',
    required: ['clientSecret', 'iv', 'ciphertext'],
    properties: {
      clientSecret: { type: 'string', maxLength: 200 },
      iv: { type: 'string', maxLength: 64 },
      ciphertext: { type: 'string', maxLength: 2000 },
    },
  },
} as const;

/**
 * The language of the approval page: the `lang` the link names, else that of the shop page the
 * shopper goes back to (`/ur/...`), else the shopper's own (their cookie, their browser).
 */
function approvalLanguage(
  request: FastifyRequest<{ Querystring: { return?: string; lang?: string } }>,
): Language {
  const named = request.query.lang;
  if (isLanguage(named)) return named;
  const back = request.query.return;
  if (typeof back === 'string' && languageOfPath(back).language === 'ur') return 'ur';
  return requestLanguage(request);
}

/** The shop page to go back to, in the approval page's language (the shopper stays in theirs). */
function returnIn(language: Language, value: unknown): string {
  return pathInLanguage(language, languageOfPath(safeReturn(value)).path);
}

const walletParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^py_[A-Za-z0-9_-]{10,64}$' } },
} as const;

/**
 * The sandbox provider's own HTTP face: what the card-entry library and the wallet approval page
 * talk to. It is not part of the shop's API: the shop's routes never see a card number, only
 * these do, sealed, and they never log or store it.
 */
export async function sandboxProviderRoutes(app: FastifyInstance, opts: { provider: SandboxProvider }) {
  const { provider } = opts;
  // The approval page posts a plain HTML form; only this plugin's routes read that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Params: { id: string }; Body: { clientSecret: string; iv: string; ciphertext: string } }>(
    '/sandbox-provider/v1/intents/:id/confirm',
    { schema: confirmSchema },
    async (request, reply) => {
      const key = await provider.encryptionKeyOf(request.params.id);
      if (!key) throw new NotFoundError('Unknown payment intent');
      // The card entry names the page's language: the shopper reads these refusals under the card.
      const language = requestLanguage(request);
      const opened = openSealedCard(key, request.body.iv, request.body.ciphertext);
      if (opened === null)
        throw new HttpError(400, formatMessage(language, 'checkout.sandbox.cardUnreadable'));
      let details: { number?: unknown; expMonth?: unknown; expYear?: unknown; cvc?: unknown };
      try {
        details = JSON.parse(opened) as typeof details;
      } catch {
        throw new HttpError(400, formatMessage(language, 'checkout.sandbox.cardUnreadable'));
      }
      const digits = cardDigits(typeof details.number === 'string' ? details.number : '');
      const verdict = judgeTestCard(digits);
      if (!verdict.ok)
        throw new HttpError(402, formatMessage(language, verdict.refusal.key, verdict.refusal.values));
      if (!isUnexpired(Number(details.expMonth), Number(details.expYear), new Date())) {
        throw new HttpError(402, formatMessage(language, 'checkout.sandbox.cardExpired'));
      }
      const cvcLength = verdict.network === 'amex' ? 4 : 3;
      if (typeof details.cvc !== 'string' || !new RegExp(`^\\d{${cvcLength}}$`).test(details.cvc)) {
        throw new HttpError(402, formatMessage(language, 'checkout.sandbox.cvcInvalid'));
      }
      const outcome = await provider.confirmIntent(request.params.id, request.body.clientSecret, {
        digits,
        network: verdict.network,
        declinesCharges: verdict.declinesCharges,
      });
      if (outcome === 'unknown') throw new NotFoundError('Unknown payment intent');
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'succeeded', paymentIntentId: request.params.id } satisfies SandboxConfirmResponse);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { return?: string; lang?: string } }>(
    '/sandbox-provider/v1/wallet/:id',
    { schema: { params: walletParams } },
    async (request, reply) => {
      const payment = await provider.walletPayment(request.params.id);
      if (!payment) throw new NotFoundError('Unknown payment');
      const language = approvalLanguage(request);
      const html = approvalPage(payment, returnIn(language, request.query.return), language);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post<{
    Params: { id: string };
    Querystring: { return?: string; lang?: string };
    Body: { decision?: string };
  }>('/sandbox-provider/v1/wallet/:id', { schema: { params: walletParams } }, async (request, reply) => {
    const payment = await provider.walletPayment(request.params.id);
    if (!payment) throw new NotFoundError('Unknown payment');
    const decision = request.body?.decision;
    if (decision !== 'approve' && decision !== 'decline')
      throw new HttpError(400, 'Approve or decline the payment.');
    const language = approvalLanguage(request);
    const back = returnIn(language, request.query.return);
    if (!(await provider.decideWalletPayment(payment.id, decision === 'approve'))) {
      const now = (await provider.walletPayment(payment.id)) ?? payment;
      // The same answer twice (a double click) goes back to the shop as the first did.
      const same = now.status === (decision === 'approve' ? 'succeeded' : 'declined');
      if (same) return reply.redirect(back, 303);
      // Voided (its order was cancelled or expired) or decided otherwise: refused, and said why.
      return reply
        .code(409)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(approvalPage(now, back, language));
    }
    return reply.redirect(back, 303);
  });
}
