import { formatMessage, keepLeftToRight, type Language, TEXT_DIRECTION } from '@bookshop/i18n';
import type { SandboxProvider } from './sandbox-provider.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only a path on this site: the approval page must not send shoppers elsewhere. */
export function safeReturn(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/orders';
}

type WalletPayment = NonNullable<Awaited<ReturnType<SandboxProvider['walletPayment']>>>;

/** What the approval page says of a payment that can no longer be approved or declined. */
function closedPaymentText(status: string, language: Language): string {
  if (status === 'voided') return formatMessage(language, 'checkout.sandbox.voided');
  if (status === 'succeeded' || status === 'refunded')
    return formatMessage(language, 'checkout.sandbox.alreadyApproved', { status });
  return formatMessage(language, 'checkout.sandbox.closed', { status });
}

/**
 * The wallet approval page a shopper is sent to from Place Order (JazzCash, Easypaisa): the form
 * while the payment is pending, else why it can no longer be paid. In the shopper's language,
 * right to left in Urdu, the wallet's brand name in Latin letters and the amount left to right.
 */
export function approvalPage(payment: WalletPayment, back: string, language: Language): string {
  const say = (key: Parameters<typeof formatMessage>[1], values?: Parameters<typeof formatMessage>[2]) =>
    escapeHtml(formatMessage(language, key, values));
  const wallet = payment.method === 'jazzcash' ? 'JazzCash' : 'Easypaisa';
  const action = `/sandbox-provider/v1/wallet/${encodeURIComponent(payment.id)}?return=${encodeURIComponent(back)}&lang=${language}`;
  const pending = payment.status === 'pending';
  // The amount as the provider has always shown it ("Rs. 1500"), one left-to-right unit in Urdu.
  const amount = keepLeftToRight(language, `Rs. ${String(payment.amount)}`);
  return `<!doctype html><html lang="${language}" dir="${TEXT_DIRECTION[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${say('checkout.sandbox.pageTitle', { wallet })}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-inline-end:.5rem}</style></head>
<body><p><strong>${say('checkout.sandbox.sandbox')}</strong>${say('checkout.sandbox.noRealMoney')}</p>
<h1>${say('checkout.sandbox.heading', { wallet })}</h1>
<p>${say('checkout.sandbox.question', { amount })}</p>
${
  pending
    ? `<form method="post" action="${escapeHtml(action)}"><button name="decision" value="approve">${say('checkout.sandbox.approve')}</button><button name="decision" value="decline">${say('checkout.sandbox.decline')}</button></form>`
    : `<p role="alert">${escapeHtml(closedPaymentText(payment.status, language))}</p><p><a href="${escapeHtml(back)}">${say('checkout.sandbox.backToShop')}</a></p>`
}
</body></html>`;
}
