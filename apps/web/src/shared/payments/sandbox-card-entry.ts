import {
  type AddMethodIntentResponse,
  cardDigits,
  cardNetworkOf,
  isLuhnValid,
  SANDBOX_PROVIDER_PATHS,
  type SandboxCardDetails,
  type SandboxConfirmRequest,
} from '@bookshop/domain';
import { LANGUAGE_HEADER, type MessageKey, type Messages } from '@bookshop/i18n/core';

/** Why the card entry could not confirm the card; its message is the provider's (or ours) to show. */
export class CardEntryError extends Error {
  override name = 'CardEntryError';
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Seals the card details with the intent's AES-256-GCM key, so only the provider can read them. */
export async function sealCardDetails(encryptionKey: string, card: SandboxCardDetails) {
  const key = await crypto.subtle.importKey('raw', fromBase64(encryptionKey), 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(card));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { iv: toBase64(iv), ciphertext: toBase64(sealed) };
}

/**
 * What the card form can check before anything is sent: the number's shape and network, as the
 * catalogue's key of what to say.
 */
export function cardNumberProblem(number: string): MessageKey | null {
  const digits = cardDigits(number);
  if (!isLuhnValid(digits)) return 'checkout.newCard.numberInvalid';
  if (!cardNetworkOf(digits)) return 'checkout.newCard.networkNotAccepted';
  return null;
}

/** How the card entry talks to the provider and to the shopper. */
export interface CardEntryOptions {
  /** The page's messages: refusals are worded in its language, and the provider is told it. */
  messages: Pick<Messages, 'format' | 'language'>;
  fetchImpl?: typeof fetch;
}

/**
 * The card-entry library of the sandbox provider, for checkout's Add new card and the gift card
 * dialog: confirms the Rs. 10 verification charge of an add-method intent by giving the card,
 * sealed, to the provider's own route. The shop's server
 * never sees the number; afterwards the shop asks for the fee to be refunded and learns the
 * card's token, network, BIN and last four from the provider.
 */
export async function confirmCardWithProvider(
  intent: AddMethodIntentResponse,
  card: SandboxCardDetails,
  { messages, fetchImpl = fetch }: CardEntryOptions,
): Promise<void> {
  const problem = cardNumberProblem(card.number);
  if (problem) throw new CardEntryError(messages.format(problem));
  const sealed = await sealCardDetails(intent.encryptionKey, { ...card, number: cardDigits(card.number) });
  const body: SandboxConfirmRequest = { clientSecret: intent.clientSecret, ...sealed };
  const res = await fetchImpl(SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId), {
    method: 'POST',
    // The provider words its refusal (an expired card, a wrong code) in the shopper's language.
    headers: { 'content-type': 'application/json', [LANGUAGE_HEADER]: messages.language },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new CardEntryError(answer?.error ?? messages.format('checkout.problem.couldNotSaveCard'));
  }
}
