import { readApiError, useGetBinRulesQuery } from '@bookshop/api-client';
import type { BinDiscountRule } from '@bookshop/domain';
import { type Messages, rupees } from '@bookshop/i18n/core';
import { useMessages } from '@bookshop/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import './orders.css';

/** A bank's terms in the page's language: its discount per book and its limit per order. */
function terms(t: Messages, rule: BinDiscountRule): string {
  const limit = rupees(rule.discount_limit);
  return rule.discount_type === 'percentage'
    ? t.format('checkout.cardDiscounts.percentTerms', { percent: rule.discount_value, limit })
    : t.format('checkout.cardDiscounts.amountTerms', { amount: rupees(rule.discount_value), limit });
}

/** /card-discounts: each bank's discount as a card with its logo and terms. */
export function CardDiscountsPage() {
  const t = useMessages();
  const rules = useGetBinRulesQuery();
  return (
    <Page title={t.format('checkout.cardDiscounts.title')}>
      <p>{t.format('checkout.cardDiscounts.intro')}</p>
      <p>
        {t.format('checkout.cardDiscounts.givingBooks')}{' '}
        <Link to={paths.giftCard.href()}>{t.format('checkout.cardDiscounts.sendGiftCard')}</Link>
        {t.format('checkout.cardDiscounts.paidByBankCard')}
      </p>
      {rules.error ? (
        <p role="alert">{readApiError(rules.error, t.format('checkout.cardDiscounts.loadFailed')).message}</p>
      ) : null}
      {rules.isLoading ? <p role="status">{t.format('checkout.cardDiscounts.loading')}</p> : null}
      <ul className="bank-discounts">
        {(rules.data ?? []).map((rule) => (
          <li key={rule.bin} className="bank-discount">
            <img src={rule.bank_logo} alt="" width={160} height={48} />
            <h2>{rule.bank_name}</h2>
            <p>{terms(t, rule)}</p>
            <p className="bank-discount__bin">
              {t.format('checkout.cardDiscounts.cardsStarting', { bin: rule.bin })}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
