import {
  useInviteStaffMutation,
  useListStaffQuery,
  useRemoveStaffMutation,
  useResetStaffMutation,
} from '@bookshop/api-client/admin';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffInviteResponse, type StaffMember } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { DataTable, StatusBadge } from '@bookshop/ui/admin';
import { staffInviteSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../shared/format';
import { errorMessage, LoadState } from '../../shared/load-state';
import { usePageTitle } from '../../shared/page-title';
import { firstMessages, useForm } from '../../shared/use-form';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

type Notice = { ok: boolean; message: string; link?: { url: string; until: string } };

/** Staff accounts (owners only): invite with a role, a new set-up link, remove. */
export function StaffPage() {
  usePageTitle('Staff');
  const me = useAppSelector((state) => state.staffSession.staff);
  const { data, isLoading, isFetching, error } = useListStaffQuery();
  const [reset] = useResetStaffMutation();
  const [remove] = useRemoveStaffMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<number | null>(null);

  const linkNotice = (answer: StaffInviteResponse): Notice => ({
    ok: true,
    message: answer.message,
    link: { url: answer.data.setup_link, until: answer.data.setup_expires_at },
  });

  const run = async (work: () => Promise<Notice>) => {
    setNotice(null);
    try {
      setNotice(await work());
    } catch (failure) {
      setNotice({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <>
      <h1>Staff</h1>
      {notice ? (
        <div
          className={`admin-alert ${notice.ok ? 'admin-alert--success' : 'admin-alert--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          <p>{notice.message}</p>
          {notice.link ? (
            <p>
              One-time set-up link (until {formatDateTime(notice.link.until)}):{' '}
              <code className="admin-wrap">{notice.link.url}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      <InviteForm onInvited={(answer) => setNotice(linkNotice(answer))} />
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <DataTable<StaffMember>
          caption="Staff accounts"
          rows={data.staff}
          rowKey={(member) => member.id}
          busy={isFetching}
          columns={[
            { id: 'email', header: 'E-mail', primary: true, cell: (m) => m.email, sortValue: (m) => m.email },
            { id: 'role', header: 'Role', cell: (m) => STAFF_ROLE_LABELS[m.role], sortValue: (m) => m.role },
            {
              id: 'state',
              header: 'State',
              cell: (m) => (
                <StatusBadge tone={m.state === 'active' ? 'success' : 'warning'}>
                  {m.state === 'active' ? (m.totp_enrolled ? 'Active' : 'Active, app not set up') : 'Invited'}
                </StatusBadge>
              ),
            },
            {
              id: 'last',
              header: 'Last sign-in',
              cell: (m) => formatDateTime(m.last_sign_in_at),
              sortValue: (m) => m.last_sign_in_at,
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (m) =>
                m.id === me?.id ? (
                  <span className="admin-muted">You</span>
                ) : confirmRemove === m.id ? (
                  <span className="admin-actions">
                    <Button
                      onClick={() => {
                        setConfirmRemove(null);
                        void run(async () => ({ ok: true, message: (await remove(m.id).unwrap()).message }));
                      }}
                    >
                      Yes, remove {m.email}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmRemove(null)}>
                      Keep
                    </Button>
                  </span>
                ) : (
                  <span className="admin-actions">
                    <Button
                      variant="secondary"
                      onClick={() => void run(async () => linkNotice(await reset(m.id).unwrap()))}
                    >
                      New set-up link<span className="bk-visually-hidden"> for {m.email}</span>
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmRemove(m.id)}>
                      Remove<span className="bk-visually-hidden"> {m.email}</span>…
                    </Button>
                  </span>
                ),
            },
          ]}
        />
      ) : null}
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: (answer: StaffInviteResponse) => void }) {
  const form = useForm({ email: '', role: 'orders' });
  const [invite, inviting] = useInviteStaffMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(staffInviteSchema, form.values);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    try {
      onInvited(await invite(checked.value).unwrap());
      form.reset();
    } catch (failure) {
      form.showFailure(failure);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a staff member</h2>
      <form className="admin-form admin-form--row" onSubmit={submit} noValidate>
        <TextField label="E-mail" type="email" autoComplete="off" required {...form.field('email')} />
        <SelectField
          label="Role"
          value={form.values.role}
          options={ROLE_OPTIONS}
          error={form.errors.role}
          onValueChange={(role) => form.setValues((current) => ({ ...current, role }))}
          hint="Owner: everything. Orders: the order desk. Catalogue: books and stock."
        />
        <Button type="submit" busy={inviting.isLoading} busyLabel="Inviting…">
          Invite
        </Button>
      </form>
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
    </section>
  );
}
