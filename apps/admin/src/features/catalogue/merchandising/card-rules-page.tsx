import {
  readApiError,
  useAddCardRuleMutation,
  useDisableCardRuleMutation,
  useEnableCardRuleMutation,
  useListCardRulesQuery,
  useRemoveCardRuleMutation,
  useUpdateCardRuleMutation,
  useUploadCardRuleLogoMutation,
} from '@bookshop/api-client/admin';
import {
  type AdminCardRule,
  type AdminCardRuleInput,
  COVER_UPLOAD_MESSAGES,
  formatRupees,
} from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { DataTable, ImageUploadField, StatusBadge } from '@bookshop/ui/admin';
import { cardRuleSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { firstMessages, useForm } from '../../../shared/use-form';
import '../catalogue.css';

type Outcome = { ok: boolean; message: string } | null;

/** A rule's discount in words: '10% a book' or 'Rs. 150 a book', and its cap. */
export function ruleDiscountText(
  rule: Pick<AdminCardRule, 'discount_type' | 'discount_value' | 'discount_limit'>,
) {
  const each =
    rule.discount_type === 'percentage'
      ? `${rule.discount_value}% a book`
      : `${formatRupees(rule.discount_value)} a book`;
  return `${each}, up to ${formatRupees(rule.discount_limit)} an order`;
}

/**
 * Bank-card discount rules: cards whose number starts with a rule's BIN take its discount on
 * books, once a day. Add, edit, enable, disable or remove one, and upload its bank's logo. The
 * shop's /card-discounts page lists the enabled ones at once.
 */
export function CardRulesPage() {
  usePageTitle('Card discounts');
  const { data, isLoading, isFetching, error } = useListCardRulesQuery();
  const [enable] = useEnableCardRuleMutation();
  const [disable] = useDisableCardRuleMutation();
  const [remove] = useRemoveCardRuleMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editedRule = typeof editing === 'number' ? data?.find((rule) => rule.id === editing) : undefined;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setOutcome({ ok: true, message: done });
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <>
      <h1>Card discounts</h1>
      <p className="admin-muted">
        A card whose number starts with a rule's BIN takes its discount on books (never stationery), once per
        card a day. Shoppers see the enabled rules on the shop's{' '}
        <a href="/card-discounts">card discounts page</a>.
      </p>
      <div aria-live="polite">
        {outcome ? (
          <p className={`admin-alert ${outcome.ok ? 'admin-alert--success' : 'admin-alert--error'}`}>
            {outcome.message}
          </p>
        ) : null}
      </div>
      {editing === null ? (
        <p>
          <Button onClick={() => setEditing('new')}>Add a rule</Button>
        </p>
      ) : (
        <CardRuleForm key={editing} rule={editedRule} report={setOutcome} close={() => setEditing(null)} />
      )}
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <DataTable<AdminCardRule>
          caption="Bank-card discount rules"
          rows={data}
          rowKey={(rule) => rule.id}
          busy={isFetching}
          empty="No rule yet."
          defaultSort={{ column: 'bank', direction: 'ascending' }}
          columns={[
            {
              id: 'logo',
              header: 'Logo',
              cell: (rule) => (
                <img className="catalogue-logo" src={rule.bank_logo} alt="" width={64} height={32} />
              ),
            },
            {
              id: 'bank',
              header: 'Bank',
              primary: true,
              cell: (rule) => rule.bank_name,
              sortValue: (rule) => rule.bank_name.toLowerCase(),
            },
            { id: 'bin', header: 'BIN', cell: (rule) => rule.bin, sortValue: (rule) => rule.bin },
            { id: 'discount', header: 'Discount', cell: (rule) => ruleDiscountText(rule) },
            {
              id: 'state',
              header: 'State',
              cell: (rule) =>
                rule.rule_enabled ? (
                  <StatusBadge tone="success">Enabled</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">Disabled</StatusBadge>
                ),
              sortValue: (rule) => (rule.rule_enabled ? 0 : 1),
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (rule) => (
                <span className="admin-actions">
                  <Button
                    variant="secondary"
                    aria-label={`Edit the ${rule.bank_name} rule ${rule.bin}`}
                    onClick={() => setEditing(rule.id)}
                  >
                    Edit
                  </Button>
                  {rule.rule_enabled ? (
                    <Button
                      variant="secondary"
                      aria-label={`Disable the ${rule.bank_name} rule ${rule.bin}`}
                      onClick={() =>
                        act(() => disable(rule.id).unwrap(), `The ${rule.bank_name} rule is disabled.`)
                      }
                    >
                      Disable
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label={`Enable the ${rule.bank_name} rule ${rule.bin}`}
                      onClick={() =>
                        act(() => enable(rule.id).unwrap(), `The ${rule.bank_name} rule is enabled.`)
                      }
                    >
                      Enable
                    </Button>
                  )}
                  <Button
                    variant="link"
                    aria-label={`Remove the ${rule.bank_name} rule ${rule.bin}`}
                    onClick={() => {
                      if (
                        window.confirm(`Remove the ${rule.bank_name} rule for cards starting ${rule.bin}?`)
                      ) {
                        void act(() => remove(rule.id).unwrap(), `The ${rule.bank_name} rule is removed.`);
                      }
                    }}
                  >
                    Remove
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

/** Adds a rule, or edits one; then its bank's logo may be uploaded. */
function CardRuleForm({
  rule,
  report,
  close,
}: {
  rule: AdminCardRule | undefined;
  report: (outcome: Outcome) => void;
  close: () => void;
}) {
  const [addRule, adding] = useAddCardRuleMutation();
  const [updateRule, updating] = useUpdateCardRuleMutation();
  const [uploadLogo, uploading] = useUploadCardRuleLogoMutation();
  const form = useForm({
    bank_name: rule?.bank_name ?? '',
    bin: rule?.bin ?? '',
    discount_type: (rule?.discount_type ?? 'percentage') as string,
    discount_value: rule ? String(rule.discount_value) : '',
    discount_limit: rule ? String(rule.discount_limit) : '',
  });
  const [enabled, setEnabled] = useState(rule?.rule_enabled ?? true);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  // A new rule saved whose logo was refused: trying again edits that rule rather than adding another.
  const [savedId, setSavedId] = useState<number | undefined>(rule?.id);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: AdminCardRuleInput = {
      ...form.values,
      discount_type: form.values.discount_type as AdminCardRuleInput['discount_type'],
      rule_enabled: enabled,
    };
    const checked = validateForm(cardRuleSchema, body);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    let saved: AdminCardRule;
    try {
      saved = savedId ? await updateRule({ id: savedId, body }).unwrap() : await addRule(body).unwrap();
      setSavedId(saved.id);
    } catch (failure) {
      form.showFailure(failure);
      return;
    }
    if (logo) {
      try {
        await uploadLogo({ id: saved.id, file: logo }).unwrap();
      } catch (failure) {
        const refusal = readApiError(failure, COVER_UPLOAD_MESSAGES.unreadable);
        setLogoError(refusal.fieldErrors.logo?.[0] ?? refusal.message);
        report({ ok: false, message: `The ${saved.bank_name} rule is saved, but its logo was refused.` });
        return;
      }
    }
    report({
      ok: true,
      message: rule ? `The ${saved.bank_name} rule is saved.` : `The ${saved.bank_name} rule is added.`,
    });
    close();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="admin-card catalogue-section admin-form"
      aria-label={rule ? `Edit the ${rule.bank_name} rule` : 'New card discount rule'}
    >
      <h2>{rule ? `Edit the ${rule.bank_name} rule` : 'New card discount rule'}</h2>
      <div className="catalogue-grid">
        <TextField label="Bank name" required {...form.field('bank_name')} />
        <TextField
          label="BIN"
          required
          inputMode="numeric"
          hint="The first 6 to 8 digits of the card"
          {...form.field('bin')}
        />
        <SelectField
          label="Discount type"
          value={form.values.discount_type}
          options={[
            { value: 'percentage', label: 'Percentage of the price' },
            { value: 'value', label: 'Rupees per book' },
          ]}
          onValueChange={(discount_type) => form.setValues({ ...form.values, discount_type })}
          error={form.errors.discount_type}
        />
        <TextField
          label={form.values.discount_type === 'percentage' ? 'Discount (%)' : 'Discount (Rs. per book)'}
          required
          inputMode="numeric"
          {...form.field('discount_value')}
        />
        <TextField
          label="Limit per order (Rs.)"
          required
          inputMode="numeric"
          {...form.field('discount_limit')}
        />
      </div>
      <label className="catalogue-check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Enabled (shoppers' cards take it)
      </label>
      <ImageUploadField
        label="Bank logo"
        hint="JPEG, PNG or WebP, up to 8 MB. Optional."
        currentSrc={rule?.bank_logo}
        currentAlt={rule ? `${rule.bank_name} logo` : ''}
        previewAlt="Chosen logo"
        error={logoError}
        onFileChange={(file) => {
          setLogo(file);
          setLogoError(undefined);
        }}
      />
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button
          type="submit"
          busy={adding.isLoading || updating.isLoading || uploading.isLoading}
          busyLabel="Saving…"
        >
          {rule ? 'Save rule' : 'Add rule'}
        </Button>
        <Button variant="link" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
