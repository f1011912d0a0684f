import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type CardNetwork, cardBin, SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  sandboxProviderCards,
  sandboxProviderIntents,
  sandboxProviderPayments,
  sandboxProviderRefunds,
  sandboxProviderSettings,
} from '../../db/schema/index.js';
import type { ChargeOutcome, PaymentProvider, PaymentState, ProviderCard } from '../provider.js';
import { newEncryptionKey } from './card-cipher.js';

/** The verification charge on a new card (spec section 9), refunded at once. */
export const VERIFICATION_AMOUNT = 10;
const DECLINED_MESSAGE = 'Your card was declined.';

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

type CardRow = typeof sandboxProviderCards.$inferSelect;

function toProviderCard(row: CardRow): ProviderCard {
  return {
    token: row.token,
    network: row.cardNetwork as CardNetwork,
    bin: row.bin,
    lastFour: row.lastFour,
    fingerprint: row.fingerprint,
  };
}

/**
 * The built-in sandbox provider (DESIGN.md). It stands for an outside payment company: its state
 * lives in its own `sandbox_provider_*` tables, the shop reaches it only through
 * {@link PaymentProvider}, and card numbers reach it only from the card-entry library, sealed
 * with the intent's key (sandbox-routes.ts). Even the sandbox keeps no card number: it decides a
 * test card's fate when the card is entered and keeps that.
 */
export function createSandboxProvider(db: Database) {
  let fingerprintKey: Promise<string> | null = null;

  /** The key card fingerprints are made with, created once per database. */
  function secret(): Promise<string> {
    fingerprintKey ??= (async () => {
      await db
        .insert(sandboxProviderSettings)
        .values({ name: 'fingerprint_key', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: sandboxProviderSettings.value })
        .from(sandboxProviderSettings)
        .where(eq(sandboxProviderSettings.name, 'fingerprint_key'));
      if (!row) throw new Error('sandbox provider: no fingerprint key');
      return row.value;
    })();
    fingerprintKey.catch(() => {
      fingerprintKey = null;
    });
    return fingerprintKey;
  }

  async function liveCard(token: string): Promise<CardRow | null> {
    const [row] = await db
      .select()
      .from(sandboxProviderCards)
      .where(and(eq(sandboxProviderCards.token, token), isNull(sandboxProviderCards.deletedAt)));
    return row ?? null;
  }

  const provider = {
    async createCardIntent(customer: { email: string; name: string }) {
      const paymentIntentId = randomId('pi');
      const clientSecret = `${paymentIntentId}_secret_${randomBytes(18).toString('base64url')}`;
      const encryptionKey = newEncryptionKey();
      await db.insert(sandboxProviderIntents).values({
        id: paymentIntentId,
        clientSecretHash: sha256(clientSecret),
        encryptionKey,
        amount: VERIFICATION_AMOUNT,
        status: 'requires_confirmation',
        customerEmail: customer.email,
      });
      return { clientSecret, encryptionKey, paymentIntentId };
    },

    async refundCardIntent(paymentIntentId: string, clientSecret: string) {
      const [intent] = await db
        .update(sandboxProviderIntents)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(sandboxProviderIntents.id, paymentIntentId),
            eq(sandboxProviderIntents.clientSecretHash, sha256(clientSecret)),
            sql`${sandboxProviderIntents.status} in ('succeeded', 'refunded')`,
          ),
        )
        .returning({
          cardToken: sandboxProviderIntents.cardToken,
          email: sandboxProviderIntents.customerEmail,
        });
      if (!intent?.cardToken) return null;
      const card = await liveCard(intent.cardToken);
      return card ? { ...toProviderCard(card), customerEmail: intent.email } : null;
    },

    async findCard(token: string): Promise<ProviderCard | null> {
      const card = await liveCard(token);
      return card ? toProviderCard(card) : null;
    },

    async checkCard(token: string) {
      const card = await liveCard(token);
      if (!card) return 'unknown' as const;
      return card.declinesCharges ? ('declined' as const) : ('usable' as const);
    },

    async chargeCard(input: { token: string; amount: number; reference: string }): Promise<ChargeOutcome> {
      const card = await liveCard(input.token);
      const status = card && !card.declinesCharges ? 'succeeded' : 'declined';
      await db
        .insert(sandboxProviderPayments)
        .values({
          id: randomId('py'),
          reference: input.reference,
          method: 'card',
          cardToken: input.token,
          amount: input.amount,
          status,
        })
        .onConflictDoNothing();
      const [payment] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.reference, input.reference));
      if (!payment) throw new Error('sandbox provider: payment vanished');
      return payment.status === 'succeeded' || payment.status === 'refunded'
        ? { status: 'succeeded', paymentId: payment.id }
        : { status: 'declined', paymentId: payment.id, message: DECLINED_MESSAGE };
    },

    async refundPayment(reference: string): Promise<PaymentState | null> {
      await db
        .update(sandboxProviderPayments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxProviderPayments.reference, reference),
            eq(sandboxProviderPayments.status, 'succeeded'),
          ),
        );
      return provider.paymentState(reference);
    },

    async refundPartOfPayment(input: {
      reference: string;
      amount: number;
      refundReference: string;
    }): Promise<{ refundId: string } | null> {
      if (!Number.isInteger(input.amount) || input.amount <= 0) return null;
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxProviderPayments)
          .where(eq(sandboxProviderPayments.reference, input.reference))
          .for('update');
        const [earlier] = await tx
          .select()
          .from(sandboxProviderRefunds)
          .where(eq(sandboxProviderRefunds.refundReference, input.refundReference));
        if (earlier) return earlier.paymentReference === input.reference ? { refundId: earlier.id } : null;
        if (payment?.status !== 'succeeded') return null;
        const [given] = await tx
          .select({ total: sql<string>`coalesce(sum(${sandboxProviderRefunds.amount}), 0)` })
          .from(sandboxProviderRefunds)
          .where(eq(sandboxProviderRefunds.paymentReference, input.reference));
        if (Number(given?.total ?? 0) + input.amount > payment.amount) return null;
        const id = randomId('re');
        await tx.insert(sandboxProviderRefunds).values({
          id,
          paymentReference: input.reference,
          refundReference: input.refundReference,
          amount: input.amount,
        });
        return { refundId: id };
      });
    },

    async deleteCard(token: string): Promise<boolean> {
      const rows = await db
        .update(sandboxProviderCards)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(sandboxProviderCards.token, token), isNull(sandboxProviderCards.deletedAt)))
        .returning({ token: sandboxProviderCards.token });
      return rows.length > 0;
    },

    async startWalletPayment(input: {
      wallet: 'jazzcash' | 'easypaisa';
      amount: number;
      reference: string;
      returnUrl: string;
    }) {
      await db
        .insert(sandboxProviderPayments)
        .values({
          id: randomId('py'),
          reference: input.reference,
          method: input.wallet,
          amount: input.amount,
          status: 'pending',
        })
        .onConflictDoNothing();
      const [payment] = await db
        .select({ id: sandboxProviderPayments.id })
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.reference, input.reference));
      if (!payment) throw new Error('sandbox provider: payment vanished');
      const approvalUrl = `${SANDBOX_PROVIDER_PATHS.walletApproval(payment.id)}?return=${encodeURIComponent(input.returnUrl)}`;
      return { paymentId: payment.id, approvalUrl };
    },

    async paymentState(reference: string): Promise<PaymentState | null> {
      const [payment] = await db
        .select({ status: sandboxProviderPayments.status })
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.reference, reference));
      return (payment?.status as PaymentState | undefined) ?? null;
    },

    async cancelPendingPayment(reference: string): Promise<PaymentState | null> {
      await db
        .update(sandboxProviderPayments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxProviderPayments.reference, reference),
            eq(sandboxProviderPayments.status, 'pending'),
          ),
        );
      return provider.paymentState(reference);
    },

    /** Provider side of the card-entry library's confirm call (sandbox-routes.ts). */
    async confirmIntent(
      paymentIntentId: string,
      clientSecret: string,
      card: { digits: string; network: CardNetwork; declinesCharges: boolean },
    ): Promise<'succeeded' | 'unknown'> {
      const [intent] = await db
        .select()
        .from(sandboxProviderIntents)
        .where(eq(sandboxProviderIntents.id, paymentIntentId));
      if (!intent || intent.clientSecretHash !== sha256(clientSecret)) return 'unknown';
      if (intent.status !== 'requires_confirmation') return 'succeeded';
      const token = randomId('card');
      const fingerprint = createHmac('sha256', await secret())
        .update(card.digits)
        .digest('base64url');
      await db.transaction(async (tx) => {
        await tx.insert(sandboxProviderCards).values({
          token,
          cardNetwork: card.network,
          bin: cardBin(card.digits),
          lastFour: card.digits.slice(-4),
          fingerprint,
          declinesCharges: card.declinesCharges,
        });
        await tx
          .update(sandboxProviderIntents)
          .set({ status: 'succeeded', cardToken: token })
          .where(
            and(
              eq(sandboxProviderIntents.id, paymentIntentId),
              eq(sandboxProviderIntents.status, 'requires_confirmation'),
            ),
          );
      });
      return 'succeeded';
    },

    async encryptionKeyOf(paymentIntentId: string): Promise<string | null> {
      const [intent] = await db
        .select({ key: sandboxProviderIntents.encryptionKey })
        .from(sandboxProviderIntents)
        .where(eq(sandboxProviderIntents.id, paymentIntentId));
      return intent?.key ?? null;
    },

    /** The wallet payment behind an approval page. */
    async walletPayment(paymentId: string) {
      const [payment] = await db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.id, paymentId));
      return payment && payment.method !== 'card' ? payment : null;
    },

    /**
     * The shopper's answer on the approval page; only a pending payment changes (a voided one,
     * whose order was cancelled or expired, never does). Whether it changed.
     */
    async decideWalletPayment(paymentId: string, approve: boolean): Promise<boolean> {
      const rows = await db
        .update(sandboxProviderPayments)
        .set({ status: approve ? 'succeeded' : 'declined', updatedAt: sql`now()` })
        .where(and(eq(sandboxProviderPayments.id, paymentId), eq(sandboxProviderPayments.status, 'pending')))
        .returning({ id: sandboxProviderPayments.id });
      return rows.length > 0;
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
