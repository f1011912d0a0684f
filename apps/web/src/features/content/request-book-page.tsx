import { readApiError, useCreateBookRequestMutation } from '@bookshop/api-client';
import type { MessageKey } from '@bookshop/i18n/core';
import { Button, TextField, useMessages } from '@bookshop/ui';
import {
  type BookRequestValues,
  bookRequestSchema,
  EMPTY_BOOK_REQUEST,
  firstFieldErrors,
  validateForm,
} from '@bookshop/validation';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { Page } from '../../shared/page';

const FIELDS: readonly {
  name: Exclude<keyof BookRequestValues, 'notes'>;
  label: MessageKey;
  required?: boolean;
  type?: string;
  hint?: MessageKey;
  autoComplete?: string;
}[] = [
  { name: 'title', label: 'catalog.request.bookTitle', required: true },
  { name: 'author', label: 'catalog.request.author' },
  { name: 'name', label: 'catalog.request.name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'catalog.request.email', required: true, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'catalog.request.phone',
    type: 'tel',
    hint: 'catalog.request.phoneHint',
    autoComplete: 'tel',
  },
];

/** /request: a shopper asks the shop to find a book it does not list. */
export function RequestBookPage() {
  const t = useMessages();
  const [createRequest] = useCreateBookRequestMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const notesId = useId();

  const submit = async (values: BookRequestValues, helpers: FormikHelpers<BookRequestValues>) => {
    setFailure(null);
    setThanks(null);
    const clean = bookRequestSchema.cast(values);
    try {
      const receipt = await createRequest({
        name: clean.name,
        email: clean.email,
        title: clean.title,
        ...(clean.phone ? { phone: clean.phone } : {}),
        ...(clean.author ? { author: clean.author } : {}),
        ...(clean.notes ? { notes: clean.notes } : {}),
      }).unwrap();
      setThanks(receipt.message);
      helpers.resetForm();
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, t.format('catalog.request.failed'));
      const known = Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([field]) => field in EMPTY_BOOK_REQUEST)
          .map(([field, messages]) => [field, messages[0]]),
      );
      if (Object.keys(known).length > 0) helpers.setErrors(known);
      else setFailure(message);
    }
  };

  return (
    <Page title={t.format('catalog.request.title')} description={t.format('catalog.request.description')}>
      <p>{t.format('catalog.request.intro')}</p>
      {thanks ? (
        <p role="status" className="notice notice--success">
          {thanks}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      ) : null}
      <Formik<BookRequestValues>
        initialValues={EMPTY_BOOK_REQUEST}
        validate={(values) => {
          // The messages in the page's language (a schema's own validation words English only).
          const checked = validateForm(bookRequestSchema, values, t.language);
          return checked.ok ? {} : firstFieldErrors(checked.errors);
        }}
        onSubmit={submit}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting }) => {
          const shown = (field: keyof BookRequestValues) =>
            touched[field] || submitCount > 0 ? errors[field] : undefined;
          return (
            <Form noValidate className="request-form" aria-label={t.format('catalog.request.form')}>
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={t.format(field.label)}
                  type={field.type}
                  required={field.required}
                  hint={field.hint ? t.format(field.hint) : undefined}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={shown(field.name)}
                />
              ))}
              <div className={shown('notes') ? 'bk-field bk-field--invalid' : 'bk-field'}>
                <label className="bk-field__label" htmlFor={notesId}>
                  {t.format('catalog.request.notes')}
                </label>
                <textarea
                  id={notesId}
                  name="notes"
                  rows={4}
                  className="bk-field__input"
                  value={values.notes}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  aria-invalid={shown('notes') ? true : undefined}
                  aria-describedby={shown('notes') ? `${notesId}-error` : undefined}
                />
                {shown('notes') ? (
                  <p id={`${notesId}-error`} className="bk-field__error">
                    {shown('notes')}
                  </p>
                ) : null}
              </div>
              <Button type="submit" busy={isSubmitting} busyLabel={t.format('catalog.request.sending')}>
                {t.format('catalog.request.send')}
              </Button>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}
