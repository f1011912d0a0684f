import { readApiError, useCreateBookRequestMutation } from '@bookshop/api-client';
import { Button, TextField } from '@bookshop/ui';
import { type BookRequestValues, bookRequestSchema, EMPTY_BOOK_REQUEST } from '@bookshop/validation';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { Page } from '../../shared/page';

const FIELDS: readonly {
  name: Exclude<keyof BookRequestValues, 'notes'>;
  label: string;
  required?: boolean;
  type?: string;
  hint?: string;
  autoComplete?: string;
}[] = [
  { name: 'title', label: 'Book title', required: true },
  { name: 'author', label: 'Author' },
  { name: 'name', label: 'Your name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Mobile number',
    type: 'tel',
    hint: 'Optional. A Pakistani mobile, such as 0300 1234567',
    autoComplete: 'tel',
  },
];

/** /request: a shopper asks the shop to find a book it does not list. */
export function RequestBookPage() {
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
      const { message, fieldErrors } = readApiError(
        error,
        'We could not send your request. Please try again.',
      );
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
    <Page
      title="Request a Book"
      description="Can't find a book? Tell us the title and author and we will try to get it for you."
    >
      <p>Can't find the book you want? Tell us about it and we will e-mail you when we find it.</p>
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
        validationSchema={bookRequestSchema}
        onSubmit={submit}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting }) => {
          const shown = (field: keyof BookRequestValues) =>
            touched[field] || submitCount > 0 ? errors[field] : undefined;
          return (
            <Form noValidate className="request-form" aria-label="Request a book">
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  type={field.type}
                  required={field.required}
                  hint={field.hint}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={shown(field.name)}
                />
              ))}
              <div className={shown('notes') ? 'bk-field bk-field--invalid' : 'bk-field'}>
                <label className="bk-field__label" htmlFor={notesId}>
                  Anything else we should know
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
              <Button type="submit" busy={isSubmitting} busyLabel="Sending…">
                Send request
              </Button>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}
