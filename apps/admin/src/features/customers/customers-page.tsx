import { useSearchCustomersQuery } from '@bookshop/api-client/admin';
import { type AdminCustomerSummary, formatRupees } from '@bookshop/domain';
import { AppLink, TextField } from '@bookshop/ui';
import { DataTable, FilterBar } from '@bookshop/ui/admin';
import { customersQuerySchema, validateForm } from '@bookshop/validation';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { firstMessages } from '../../shared/use-form';

/** Shoppers' accounts, newest first, found by name, e-mail or phone. */
export function CustomersPage() {
  usePageTitle('Customers');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isFetching, error } = useSearchCustomersQuery({ ...(q ? { q } : {}), page });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <>
      <h1>Customers</h1>
      <CustomerSearch key={q} q={q} />
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <p className="admin-muted" aria-live="polite">
            {data.total === 1 ? '1 customer' : `${data.total} customers`}
            {q ? ` matching “${q}”` : ''}.
          </p>
          <DataTable<AdminCustomerSummary>
            caption="Customers"
            captionHidden
            rows={data.customers}
            rowKey={(customer) => customer.id}
            busy={isFetching}
            empty="No customer matches."
            pages={{ page: data.page, pageCount, hrefFor: (next) => paths.customers.href(q, next) }}
            columns={[
              {
                id: 'name',
                header: 'Name',
                primary: true,
                cell: (customer) => (
                  <AppLink href={paths.customer.href(customer.id)}>{customer.name}</AppLink>
                ),
                sortValue: (customer) => customer.name,
              },
              { id: 'email', header: 'E-mail', cell: (c) => c.email, sortValue: (c) => c.email },
              { id: 'phone', header: 'Phone', cell: (c) => c.phone ?? '—' },
              {
                id: 'joined',
                header: 'Joined',
                cell: (c) => formatDate(c.created_at),
                sortValue: (c) => c.created_at,
              },
              {
                id: 'orders',
                header: 'Orders',
                align: 'end',
                cell: (c) => c.orders,
                sortValue: (c) => c.orders,
              },
              {
                id: 'spent',
                header: 'Spent',
                align: 'end',
                cell: (c) => formatRupees(c.spent),
                sortValue: (c) => c.spent,
              },
            ]}
          />
        </>
      ) : null}
    </>
  );
}

function CustomerSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const checked = validateForm(customersQuerySchema, { q: draft });
    if (!checked.ok) {
      setError(firstMessages(checked.errors).q);
      return;
    }
    setError(undefined);
    navigate(paths.customers.href(checked.value.q ?? ''));
  };
  return (
    <FilterBar
      label="Find customers"
      applyLabel="Search"
      onApply={apply}
      onClear={() => {
        setDraft('');
        navigate(paths.customers.href());
      }}
      activeCount={q ? 1 : 0}
    >
      <TextField
        label="Name, e-mail or phone"
        type="search"
        value={draft}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
      />
    </FilterBar>
  );
}
