import type { Address, OrderActor } from '@bookshop/domain';

/** The shop's days and hours are Pakistan's, whoever opens the back office. */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '25 Nov 2026, 14:05' in Pakistan's time; '—' for no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : dateTime.format(time);
}

/** '25 Nov 2026' in Pakistan's time. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : dateOnly.format(time);
}

/** An address as lines, each named by what it holds: name, street, city with post code, province, country, phone. */
export function addressLines(address: Address | null | undefined): { key: string; text: string }[] {
  if (!address) return [];
  const cityLine = [address.City, address.PostCode].filter(Boolean).join(' ');
  return [
    { key: 'name', text: address.Name },
    { key: 'street', text: address.Address },
    { key: 'city', text: cityLine },
    { key: 'province', text: address.Province },
    { key: 'country', text: address.Country },
    { key: 'phone', text: address.Phone },
  ].filter((line): line is { key: string; text: string } => Boolean(line.text?.trim()));
}

/** Who moved an order, in words: the shopper, the shop itself, or a staff member by number. */
export function actorLabel(actor: OrderActor | string): string {
  if (actor === 'shopper') return 'the shopper';
  if (actor === 'system') return 'the shop';
  if (actor === 'cli') return 'the command line';
  const staff = /^staff:(.+)$/.exec(actor);
  return staff ? `staff member #${staff[1]}` : actor;
}
