import { cardDigits, type SandboxConfirmResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, NotFoundError } from '../../lib/errors.js';
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

const walletParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^py_[A-Za-z0-9_-]{10,64}$' } },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only a path on this site: the approval page must not send shoppers elsewhere. */
function safeReturn(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/orders';
}

type WalletPayment = NonNullable<Awaited<ReturnType<SandboxProvider['walletPayment']>>>;

/** What the approval page says of a payment that can no longer be approved or declined. */
function closedPaymentText(status: string): string {
  if (status === 'voided')
    return 'This payment was cancelled because its order was cancelled or expired. It can no longer be paid, and nothing was taken.';
  if (status === 'succeeded' || status === 'refunded')
    return `This payment was already approved (${status}).`;
  return `This payment was ${status}. It can no longer be paid.`;
}

/** The approval page: the form while the payment is pending, else why it can no longer be paid. */
function approvalPage(payment: WalletPayment, back: string): string {
  const wallet = payment.method === 'jazzcash' ? 'JazzCash' : 'Easypaisa';
  const action = `/sandbox-provider/v1/wallet/${encodeURIComponent(payment.id)}?return=${encodeURIComponent(back)}`;
  const pending = payment.status === 'pending';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${wallet} sandbox approval</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><p><strong>Sandbox</strong>: no real money moves.</p>
<h1>${wallet} payment</h1>
<p>Pay Rs. ${escapeHtml(String(payment.amount))} to the Bookshop?</p>
${
  pending
    ? `<form method="post" action="${escapeHtml(action)}"><button name="decision" value="approve">Approve</button><button name="decision" value="decline">Decline</button></form>`
    : `<p role="alert">${escapeHtml(closedPaymentText(payment.status))}</p><p><a href="${escapeHtml(back)}">Back to the shop</a></p>`
}
</body></html>`;
}

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
      const opened = openSealedCard(key, request.body.iv, request.body.ciphertext);
      if (opened === null) throw new HttpError(400, 'The card details could not be read.');
      let details: { number?: unknown; expMonth?: unknown; expYear?: unknown; cvc?: unknown };
      try {
        details = JSON.parse(opened) as typeof details;
      } catch {
        throw new HttpError(400, 'The card details could not be read.');
      }
      const digits = cardDigits(typeof details.number === 'string' ? details.number : '');
      const verdict = judgeTestCard(digits);
      if (!verdict.ok) throw new HttpError(402, verdict.message);
      if (!isUnexpired(Number(details.expMonth), Number(details.expYear), new Date())) {
        throw new HttpError(402, 'Your card has expired.');
      }
      const cvcLength = verdict.network === 'amex' ? 4 : 3;
      if (typeof details.cvc !== 'string' || !new RegExp(`^\\d{${cvcLength}}$`).test(details.cvc)) {
        throw new HttpError(402, "Your card's security code is invalid.");
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

  app.get<{ Params: { id: string }; Querystring: { return?: string } }>(
    '/sandbox-provider/v1/wallet/:id',
    { schema: { params: walletParams } },
    async (request, reply) => {
      const payment = await provider.walletPayment(request.params.id);
      if (!payment) throw new NotFoundError('Unknown payment');
      const html = approvalPage(payment, safeReturn(request.query.return));
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post<{ Params: { id: string }; Querystring: { return?: string }; Body: { decision?: string } }>(
    '/sandbox-provider/v1/wallet/:id',
    { schema: { params: walletParams } },
    async (request, reply) => {
      const payment = await provider.walletPayment(request.params.id);
      if (!payment) throw new NotFoundError('Unknown payment');
      const decision = request.body?.decision;
      if (decision !== 'approve' && decision !== 'decline')
        throw new HttpError(400, 'Approve or decline the payment.');
      const back = safeReturn(request.query.return);
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
          .send(approvalPage(now, back));
      }
      return reply.redirect(back, 303);
    },
  );
}
