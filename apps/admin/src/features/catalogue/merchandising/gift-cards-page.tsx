import { useListGiftCardsQuery, useVoidGiftCardMutation } from '@bookshop/api-client/admin';
import { ADMIN_PAGE_SIZE, type AdminGiftCard, type AdminGiftCardState, formatRupees } from '@bookshop/domain';
import { Button, Dialog, TextField } from '@bookshop/ui';
import {
  CountTabs,
  DataTable,
  FilterBar,
  StatusBadge,
  type StatusTone,
  TextAreaField,
} from '@bookshop/ui/admin';
import { giftCardVoidSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { type FormErrors, firstMessages } from '../../../shared/use-form';
import { cataloguePaths } from '../catalogue-paths';
import '../catalogue.css';

const STATES: readonly AdminGiftCardState[] = ['active', 'pending', 'redeemed', 'void', 'declined'];

/** A gift card's state in words. */
export const GIFT_CARD_STATE_LABELS: Readonly<Record<AdminGiftCardState, string>> = {
  pending: 'Awaiting payment',
  declined: 'Payment declined',
  active: 'Active',
  redeemed: 'Used',
  void: 'Void',
};

const STATE_TONES: Readonly<Record<AdminGiftCardState, StatusTone>> = {
  pending: 'warning',
  declined: 'danger',
  active: 'success',
  redeemed: 'info',
  void: 'neutral',
};

function filtersFrom(params: URLSearchParams) {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state: (STATES as readonly (string | null)[]).includes(state)
      ? (state as AdminGiftCardState)
      : ('' as const),
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Gift cards sold by the shop: newest first, by state, with what each can still buy (a card is
 * spent whole, once). An active card can be voided with a reason; never its code, only its last
 * four characters, is shown.
 */
export function GiftCardsPage() {
  usePageTitle('Gift cards');
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const navigate = useNavigate();
  const { data, isLoading, isFetching, error } = useListGiftCardsQuery({
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    page: filters.page,
    per_page: ADMIN_PAGE_SIZE,
  });
  const [voiding, setVoiding] = useState<AdminGiftCard | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [text, setText] = useState(filters.q);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <>
      <h1>Gift cards</h1>
      <CountTabs
        label="Gift cards by state"
        current={filters.state}
        tabs={[
          { value: '', label: 'All', href: cataloguePaths.giftCards.href({ q: filters.q }) },
          ...STATES.map((state) => ({
            value: state,
            label: GIFT_CARD_STATE_LABELS[state],
            href: cataloguePaths.giftCards.href({ state, q: filters.q }),
          })),
        ]}
      />
      <FilterBar
        label="Search gift cards"
        applyLabel="Search"
        activeCount={filters.q ? 1 : 0}
        onApply={() => navigate(cataloguePaths.giftCards.href({ state: filters.state, q: text.trim() }))}
        onClear={() => {
          setText('');
          navigate(cataloguePaths.giftCards.href({ state: filters.state }));
        }}
      >
        <TextField
          label="Search"
          hint="GC number, e-mail, name or the code's last four"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FilterBar>
      <div aria-live="polite">
        {done ? (
          <p className="admin-alert admin-alert--success" role="status">
            {done}
          </p>
        ) : null}
      </div>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted">
            {data.total === 1 ? '1 gift card' : `${data.total} gift cards`}. Newest first.
          </p>
          <DataTable<AdminGiftCard>
            caption="Gift cards"
            captionHidden
            rows={data.gift_cards}
            rowKey={(card) => card.id}
            busy={isFetching}
            empty="No gift card matches."
            pages={{
              page: data.page,
              pageCount,
              hrefFor: (page) => cataloguePaths.giftCards.href({ ...filters, page }),
            }}
            columns={[
              {
                id: 'number',
                header: 'Card',
                primary: true,
                cell: (card) => (
                  <>
                    <span className="admin-block">{card.number}</span>
                    {card.code_last_four ? (
                      <span className="admin-block admin-muted catalogue-small">
                        Code ending {card.code_last_four}
                      </span>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'state',
                header: 'State',
                cell: (card) => (
                  <>
                    <StatusBadge tone={STATE_TONES[card.state]}>
                      {GIFT_CARD_STATE_LABELS[card.state]}
                    </StatusBadge>
                    {card.void_reason ? (
                      <span className="admin-block admin-muted">{card.void_reason}</span>
                    ) : null}
                  </>
                ),
              },
              { id: 'amount', header: 'Amount', align: 'end', cell: (card) => formatRupees(card.amount) },
              {
                id: 'remaining',
                header: 'Remaining',
                align: 'end',
                cell: (card) => formatRupees(card.remaining),
              },
              {
                id: 'recipient',
                header: 'For',
                cell: (card) => (
                  <>
                    <span className="admin-block">{card.recipient_name}</span>
                    <span className="admin-block admin-muted admin-wrap">{card.recipient_email}</span>
                  </>
                ),
              },
              {
                id: 'buyer',
                header: 'Bought by',
                cell: (card) => (
                  <>
                    <span className="admin-block">{card.buyer_name}</span>
                    <span className="admin-block admin-muted admin-wrap">{card.buyer_email}</span>
                  </>
                ),
              },
              {
                id: 'when',
                header: 'When',
                cell: (card) => (
                  <>
                    <span className="admin-block">
                      Bought {formatDateTime(card.paid_at ?? card.submitted_at)}
                    </span>
                    {card.redeemed_at ? (
                      <span className="admin-block admin-muted">
                        Used {formatDateTime(card.redeemed_at)}
                        {card.redeemed_order_id ? ` on order #${card.redeemed_order_id}` : ''}
                      </span>
                    ) : null}
                    {card.voided_at ? (
                      <span className="admin-block admin-muted">Voided {formatDateTime(card.voided_at)}</span>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'void',
                header: 'Void',
                cell: (card) =>
                  card.state === 'active' ? (
                    <Button
                      variant="secondary"
                      aria-label={`Void ${card.number}`}
                      onClick={() => setVoiding(card)}
                    >
                      Void
                    </Button>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </>
      ) : null}
      {voiding ? (
        <VoidDialog
          card={voiding}
          close={() => setVoiding(null)}
          voided={(message) => {
            setDone(message);
            setVoiding(null);
          }}
        />
      ) : null}
    </>
  );
}

function VoidDialog({
  card,
  close,
  voided,
}: {
  card: AdminGiftCard;
  close: () => void;
  voided: (message: string) => void;
}) {
  const [voidCard, voiding] = useVoidGiftCardMutation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(giftCardVoidSchema, { reason });
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    try {
      await voidCard({ id: card.id, body: { reason } }).unwrap();
      voided(`${card.number} is void; its ${formatRupees(card.remaining)} can no longer be spent.`);
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      title={`Void ${card.number}`}
      description={`${formatRupees(card.remaining)} for ${card.recipient_name}. A void card can never be spent again.`}
    >
      <form onSubmit={submit} noValidate className="admin-form">
        <TextAreaField
          label="Reason"
          required
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {formError ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="admin-actions">
          <Button type="submit" busy={voiding.isLoading} busyLabel="Voiding…">
            Void the card
          </Button>
          <Button variant="link" onClick={close}>
            Keep it
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
