import { useGetAuditQuery } from '@bookshop/api-client/admin';
import { type AdminAuditQuery, AUDIT_ACTIONS, type AuditEntry, type AuditTargetType } from '@bookshop/domain';
import { AppLink, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { DataTable, FilterBar } from '@bookshop/ui/admin';
import { auditQuerySchema, validateForm } from '@bookshop/validation';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AuditFilters, paths } from '../../config/paths';
import { actorLabel, formatDateTime } from '../../shared/format';
import { LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { type FormErrors, firstMessages } from '../../shared/use-form';

/** What the order desk's entries are done to; the log's filter offers these. */
const TARGET_TYPES: readonly { value: AuditTargetType; label: string }[] = [
  { value: 'order', label: 'Order' },
  { value: 'cancel_demand', label: 'Cancel demand' },
  { value: 'customer', label: 'Customer' },
  { value: 'staff', label: 'Staff member' },
];

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: action }));

function filtersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const targetType = params.get('target_type') ?? '';
  const before = Number(params.get('before'));
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditFilters['action']) : '',
    target_type: TARGET_TYPES.some((t) => t.value === targetType) ? (targetType as AuditTargetType) : '',
    target_id: (params.get('target_id') ?? '').slice(0, 64),
    ...(Number.isInteger(before) && before > 0 ? { before } : {}),
  };
}

function auditQuery(filters: AuditFilters): AdminAuditQuery {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.target_type ? { target_type: filters.target_type } : {}),
    ...(filters.target_id ? { target_id: filters.target_id } : {}),
    ...(filters.before ? { before: filters.before } : {}),
    limit: 50,
  };
}

/** Where an entry's target can be opened in the back office, if anywhere. */
function targetHref(entry: AuditEntry): string | null {
  const id = Number(entry.target.id);
  if (!Number.isInteger(id) || id < 1) return null;
  if (entry.target.type === 'order') return paths.order.href(id);
  if (entry.target.type === 'customer') return paths.customer.href(id);
  return null;
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="admin-muted">—</span>;
  return (
    <details className="admin-change">
      <summary>Before and after</summary>
      <div className="admin-change__sides">
        <div>
          <p className="admin-muted">Before</p>
          <pre>{entry.before == null ? '—' : JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <p className="admin-muted">After</p>
          <pre>{entry.after == null ? '—' : JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

/** The append-only audit log (owners): every staff action, newest first, 50 at a time. */
export function AuditPage() {
  usePageTitle('Audit log');
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, isLoading, isFetching, error } = useGetAuditQuery(auditQuery(filters));
  return (
    <>
      <h1>Audit log</h1>
      <AuditFilterBar key={JSON.stringify({ ...filters, before: undefined })} filters={filters} />
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <DataTable<AuditEntry>
            caption="Audit log, newest first"
            rows={data.entries}
            rowKey={(entry) => entry.id}
            busy={isFetching}
            narrowLayout="scroll"
            empty="No entries."
            columns={[
              { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at), sortValue: (e) => e.id },
              {
                id: 'who',
                header: 'Who',
                cell: (e) => e.staff?.email ?? actorLabel(e.actor),
                sortValue: (e) => e.staff?.email ?? e.actor,
              },
              { id: 'action', header: 'Action', cell: (e) => e.action, sortValue: (e) => e.action },
              {
                id: 'target',
                header: 'Target',
                cell: (e) => {
                  const href = targetHref(e);
                  const text = `${e.target.type} ${e.target.id}`;
                  return href ? <AppLink href={href}>{text}</AppLink> : text;
                },
              },
              { id: 'address', header: 'From address', cell: (e) => e.address ?? '—' },
              { id: 'change', header: 'Change', cell: (e) => <Change entry={e} /> },
            ]}
          />
          <nav className="admin-actions admin-pager" aria-label="Audit log pages">
            {filters.before ? (
              <AppLink href={paths.audit.href({ ...filters, before: undefined })}>Newest</AppLink>
            ) : null}
            {data.next_before ? (
              <AppLink href={paths.audit.href({ ...filters, before: data.next_before })}>
                Older entries
              </AppLink>
            ) : (
              <span className="admin-muted">No older entries.</span>
            )}
          </nav>
        </>
      ) : null}
    </>
  );
}

function AuditFilterBar({ filters }: { filters: AuditFilters }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<{ action: string; target_type: string; target_id: string }>({
    action: filters.action ?? '',
    target_type: filters.target_type ?? '',
    target_id: filters.target_id ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const apply = () => {
    const checked = validateForm(auditQuerySchema, {
      action: draft.action || undefined,
      target_type: draft.target_type || undefined,
      target_id: draft.target_id,
    });
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    navigate(paths.audit.href(draft as AuditFilters));
  };
  return (
    <FilterBar
      label="Filter the audit log"
      onApply={apply}
      onClear={() => {
        setDraft({ action: '', target_type: '', target_id: '' });
        navigate(paths.audit.href());
      }}
      activeCount={[filters.action, filters.target_type, filters.target_id].filter(Boolean).length}
    >
      <SelectField
        label="Action"
        placeholder="Any action"
        value={draft.action}
        options={ACTION_OPTIONS}
        error={errors.action}
        onValueChange={(action) => setDraft({ ...draft, action })}
      />
      <SelectField
        label="Done to"
        placeholder="Anything"
        value={draft.target_type}
        options={TARGET_TYPES}
        error={errors.target_type}
        onValueChange={(targetType) => setDraft({ ...draft, target_type: targetType })}
      />
      <TextField
        label="Its number"
        hint="An order number, for example"
        value={draft.target_id}
        error={errors.target_id}
        onChange={(event) => setDraft({ ...draft, target_id: event.target.value })}
      />
    </FilterBar>
  );
}
