import {
  readApiError,
  useAcceptCancelDemandMutation,
  useDeclineCancelDemandMutation,
  useListCancelDemandsQuery,
} from '@bookshop/api-client/admin';
import { type AdminCancelDemandSummary, formatRupees, ORDER_STATUS_LABELS } from '@bookshop/domain';
import { AppLink, Button, Pagination } from '@bookshop/ui';
import { CountTabs, orderStatusTone, StatusBadge, TextAreaField } from '@bookshop/ui/admin';
import { acceptCancelDemandSchema, declineCancelDemandSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../shared/format';
import { errorMessage, LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { firstMessages, useForm } from '../../shared/use-form';

type DemandState = 'open' | 'answered' | 'all';

function stateFrom(text: string | null): DemandState {
  return text === 'answered' || text === 'all' ? text : 'open';
}

/**
 * Shoppers' requests to cancel shipped orders, oldest open one first: accept (the order is
 * cancelled and refunded) or decline with a reply; either way the shopper is e-mailed.
 */
export function CancelDemandsPage() {
  usePageTitle('Cancel demands');
  const [params] = useSearchParams();
  const state = stateFrom(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, error } = useListCancelDemandsQuery({ state, page });
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <>
      <h1>Cancel demands</h1>
      <CountTabs
        label="Cancel demands by state"
        current={state}
        tabs={[
          { value: 'open', label: 'To answer', href: paths.cancelDemands.href('open') },
          { value: 'answered', label: 'Answered', href: paths.cancelDemands.href('answered') },
          { value: 'all', label: 'All', href: paths.cancelDemands.href('all') },
        ]}
      />
      {notice ? (
        <p
          className={`admin-alert ${notice.ok ? 'admin-alert--success' : 'admin-alert--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.message}
        </p>
      ) : null}
      <LoadState isLoading={isLoading} error={error} />
      {data && data.demands.length === 0 ? (
        <p className="admin-muted">
          {state === 'open' ? 'No cancel demand waits for an answer.' : 'No cancel demands.'}
        </p>
      ) : null}
      {data ? (
        <ul className="admin-cards">
          {data.demands.map((demand) => (
            <li key={demand.id}>
              <DemandCard demand={demand} onAnswered={setNotice} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination
          page={data.page}
          pageCount={pageCount}
          hrefFor={(next) => paths.cancelDemands.href(state, next)}
          label="Cancel demand pages"
        />
      ) : null}
    </>
  );
}

function DemandCard({
  demand,
  onAnswered,
}: {
  demand: AdminCancelDemandSummary;
  onAnswered: (notice: { ok: boolean; message: string }) => void;
}) {
  const { order } = demand;
  const titleId = `demand-${demand.id}`;
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <AppLink href={paths.order.href(order.id)}>Order #{order.id}</AppLink>{' '}
        <StatusBadge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>
      </h2>
      <p className="admin-muted">
        {order.name ?? order.email} ({order.email}) · {formatRupees(order.total)} · asked{' '}
        {formatDateTime(demand.created_at)}
      </p>
      <blockquote className="admin-quote admin-pre">{demand.reason}</blockquote>
      {demand.state === 'open' ? (
        <AnswerForms demand={demand} onAnswered={onAnswered} />
      ) : (
        <p>
          <StatusBadge tone={demand.state === 'accepted' ? 'success' : 'neutral'}>
            {demand.state === 'accepted' ? 'Accepted' : 'Declined'}
          </StatusBadge>{' '}
          {formatDateTime(demand.answered_at)}
          {demand.answered_by ? ` by ${demand.answered_by.email}` : ''}
          {demand.reply ? (
            <>
              : <q className="admin-pre">{demand.reply}</q>
            </>
          ) : null}
        </p>
      )}
    </article>
  );
}

function AnswerForms({
  demand,
  onAnswered,
}: {
  demand: AdminCancelDemandSummary;
  onAnswered: (notice: { ok: boolean; message: string }) => void;
}) {
  const form = useForm({ reply: '' });
  const [accept, accepting] = useAcceptCancelDemandMutation();
  const [decline, declining] = useDeclineCancelDemandMutation();
  const busy = accepting.isLoading || declining.isLoading;

  const answer = async (event: FormEvent, how: 'accept' | 'decline') => {
    event.preventDefault();
    const checked =
      how === 'accept'
        ? validateForm(acceptCancelDemandSchema, form.values)
        : validateForm(declineCancelDemandSchema, form.values);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    form.setErrors({});
    try {
      const body = { reply: checked.value.reply ?? '' };
      const done =
        how === 'accept'
          ? await accept({ id: demand.id, body }).unwrap()
          : await decline({ id: demand.id, body }).unwrap();
      onAnswered({ ok: true, message: done.message });
    } catch (error) {
      const problem = readApiError(error);
      if (problem.status === 409) {
        onAnswered({
          ok: false,
          message: `Answered meanwhile: ${problem.message} The list has been reloaded.`,
        });
        return;
      }
      if (Object.keys(problem.fieldErrors).length > 0) {
        form.showFailure(error);
        return;
      }
      form.setFormError(errorMessage(error));
    }
  };

  return (
    <form
      className="admin-form"
      aria-label={`Answer the cancel demand on order #${demand.order.id}`}
      onSubmit={(event) => void answer(event, 'accept')}
      noValidate
    >
      <TextAreaField
        label="Reply to the shopper"
        hint="E-mailed to the shopper. Needed to decline; optional when you accept."
        {...form.field('reply')}
      />
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <p className="admin-muted">
        Accepting cancels the order: stock, discounts and gift card value go back and a payment taken is
        refunded.
      </p>
      <div className="admin-actions">
        <Button
          type="submit"
          busy={accepting.isLoading}
          busyLabel="Accepting…"
          disabled={busy && !accepting.isLoading}
        >
          Accept and cancel the order
        </Button>
        <Button
          variant="secondary"
          busy={declining.isLoading}
          busyLabel="Declining…"
          disabled={busy && !declining.isLoading}
          onClick={(event) => void answer(event, 'decline')}
        >
          Decline with this reply
        </Button>
      </div>
    </form>
  );
}
