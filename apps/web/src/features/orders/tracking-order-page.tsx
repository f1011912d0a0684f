import { orderAccessApi, readApiError, useLookupOrderMutation } from '@bookshop/api-client';
import { OrderLookupForm, useMessages } from '@bookshop/ui';
import { firstFieldErrors, orderLookupSchema, validateForm } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Page } from '../../shared/page';
import { OrderByLink } from './order-by-link';
import './orders.css';

type LookupValues = { orderId: string; email: string; phone: string };
const EMPTY: LookupValues = { orderId: '', email: '', phone: '' };

/**
 * /tracking-order: finds an order without logging in, by its number and the e-mail address or
 * phone number it was placed with, and shows it on the one order page. A wrong e-mail or phone
 * reads exactly as a missing order (the server answers both alike), so the page never tells
 * whether an order exists.
 */
export function TrackingOrderPage() {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const [lookUp] = useLookupOrderMutation();
  const [found, setFound] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const formik = useFormik<LookupValues>({
    initialValues: EMPTY,
    // The shared schema's messages in the page's language (its own validate words English only).
    validate: (values) => {
      const checked = validateForm(orderLookupSchema, values, t.language);
      return checked.ok ? {} : firstFieldErrors(checked.errors);
    },
    onSubmit: async (values, helpers) => {
      setError(null);
      setFound(null);
      // Formik submits only values its validate passed: this gives them cleaned (phone in E.164).
      const checked = validateForm(orderLookupSchema, values, t.language);
      if (!checked.ok) return;
      const clean = checked.value;
      const result = await lookUp({
        orderId: clean.orderId,
        ...(clean.email ? { email: clean.email } : {}),
        ...(clean.phone ? { phone: clean.phone } : {}),
      });
      if (result.error) {
        const problem = readApiError(result.error, t.format('orders.page.lookupFailed'));
        const fields = Object.fromEntries(
          (['orderId', 'email', 'phone'] as const)
            .filter((field) => problem.fieldErrors[field]?.[0])
            .map((field) => [field, problem.fieldErrors[field]?.[0]]),
        );
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else setError(problem.message);
        return;
      }
      const { access } = result.data;
      // The order is shown as its link shows it: the answer is already that query's data.
      await dispatch(orderAccessApi.util.upsertQueryData('orderByLink', access.token, result.data));
      setFound(access.token);
    },
  });

  // The order found is what the shopper came for: focus (and so scroll) goes to it.
  useEffect(() => {
    if (found) resultRef.current?.focus();
  }, [found]);

  return (
    <Page
      title={t.format('orders.page.trackingTitle')}
      description={t.format('orders.page.trackingDescription')}
    >
      <OrderLookupForm
        values={formik.values}
        errors={formik.errors}
        touched={formik.touched}
        busy={formik.isSubmitting}
        onFieldChange={(field, value) => {
          setError(null);
          void formik.setFieldValue(field, value);
        }}
        onFieldBlur={(field) => void formik.setFieldTouched(field, true)}
        onSubmit={() => void formik.submitForm()}
        error={error}
      />
      {found ? (
        <div ref={resultRef} className="tracking-result" tabIndex={-1}>
          <OrderByLink token={found} />
        </div>
      ) : null}
    </Page>
  );
}
