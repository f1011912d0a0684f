import { readApiError, useGetBinRulesQuery } from '@bookshop/api-client';
import { type BinDiscountRule, formatRupees } from '@bookshop/domain';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../shared/page';
import './orders.css';

function terms(rule: BinDiscountRule): string {
  const amount =
    rule.discount_type === 'percentage'
      ? `${rule.discount_value}% off every book`
      : `${formatRupees(rule.discount_value)} off every book`;
  return `${amount}, up to ${formatRupees(rule.discount_limit)} per order.`;
}

/** /card-discounts: each bank's discount as a card with its logo and terms. */
export function CardDiscountsPage() {
  const rules = useGetBinRulesQuery();
  return (
    <Page title="Bank Card Discounts">
      <p>Pay with a card of these banks and save on books. Usable once per card per day, for books only.</p>
      <p>
        Giving books? <Link to={paths.giftCard.href()}>Send an e-gift card</Link>, paid by bank card.
      </p>
      {rules.error ? <p role="alert">{readApiError(rules.error, 'Error').message}</p> : null}
      {rules.isLoading ? <p role="status">Loading…</p> : null}
      <ul className="bank-discounts">
        {(rules.data ?? []).map((rule) => (
          <li key={rule.bin} className="bank-discount">
            <img src={rule.bank_logo} alt="" width={160} height={48} />
            <h2>{rule.bank_name}</h2>
            <p>{terms(rule)}</p>
            <p className="bank-discount__bin">Cards starting {rule.bin}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
