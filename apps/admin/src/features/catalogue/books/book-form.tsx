import {
  type AdminBookInput,
  formatRupees,
  type ProductKind,
  STOCK_LABELS,
  STOCK_STATUSES,
  type StockStatus,
  unitPrice,
} from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { TextAreaField } from '@bookshop/ui/admin';
import { bookFormSchema, validateForm } from '@bookshop/validation';
import {
  Form,
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikTouched,
  getIn,
  setIn,
} from 'formik';
import type { ReactNode } from 'react';
import { bookTextAttributes, LANGUAGE_OPTIONS } from '../shared/book-text';
import type { CategoryOption } from '../shared/category-options';
import { CategoryPicker } from './category-picker';

/** The most authors the form offers fields for (the schema's bound). */
const MAX_AUTHORS = 10;

const KIND_OPTIONS: { value: ProductKind; label: string }[] = [
  { value: 'book', label: 'Book' },
  { value: 'stationery', label: 'Stationery or art supply' },
];

/** The server's refusal of a save: a message per field (`isbn`, `authors[0]`, ...) and one for the form. */
export interface BookFormRefusal {
  fields: Record<string, string>;
  message: string | null;
}

export interface BookFormProps {
  initialValues: AdminBookInput;
  /** The categories a book can be filed under. */
  categories: readonly CategoryOption[];
  categoriesLoading?: boolean;
  /** Saves the checked values; answers the server's refusal, or null when saved. */
  onSave: (values: AdminBookInput) => Promise<BookFormRefusal | null>;
  submitLabel: string;
  /** More fields inside the form before its buttons (the cover of a new book). */
  children?: ReactNode;
}

/**
 * The form's values checked exactly as the server checks a save (`validateForm` with
 * `bookFormSchema`, the values as sent), as Formik's nested errors. Formik's own yup wiring would
 * first turn empty fields into undefined, which the server never sees.
 */
export function checkBook(values: AdminBookInput): FormikErrors<AdminBookInput> {
  const checked = validateForm(bookFormSchema, values);
  if (checked.ok) return {};
  let errors: FormikErrors<AdminBookInput> = {};
  for (const [path, messages] of Object.entries(checked.errors)) {
    if (messages[0] !== undefined && getIn(errors, path) === undefined)
      errors = setIn(errors, path, messages[0]);
  }
  return errors;
}

function errorFor(
  errors: FormikErrors<AdminBookInput>,
  touched: FormikTouched<AdminBookInput>,
  submitCount: number,
  field: string,
): string | undefined {
  const error = getIn(errors, field);
  const shown = submitCount > 0 || getIn(touched, field);
  return shown && typeof error === 'string' ? error : undefined;
}

/**
 * A book's form: what the shop shows and sells it as. Checked by `bookFormSchema`, the same
 * schema the server checks the save with, so a message here is the server's message; what only
 * the server can tell (another book has this ISBN, a category went away) lands on its field too.
 * The title and description are typed in the book's language's direction (Urdu right to left).
 */
export function BookForm({
  initialValues,
  categories,
  categoriesLoading,
  onSave,
  submitLabel,
  children,
}: BookFormProps) {
  const submit = async (values: AdminBookInput, helpers: FormikHelpers<AdminBookInput>) => {
    helpers.setStatus(null);
    const refusal = await onSave(values);
    if (!refusal) return;
    const fieldErrors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(refusal.fields)) {
      const author = /^authors\[(\d+)\]$/.exec(field);
      if (author) {
        const list = (fieldErrors.authors as string[] | undefined) ?? [];
        list[Number(author[1])] = message;
        fieldErrors.authors = list;
      } else {
        fieldErrors[field] = message;
      }
    }
    helpers.setErrors(fieldErrors as FormikErrors<AdminBookInput>);
    helpers.setStatus(refusal.message);
  };

  return (
    // Starts again from the book only when its saved figures change (Formik compares deeply), so a
    // cover uploaded meanwhile leaves what was typed alone.
    <Formik<AdminBookInput>
      initialValues={initialValues}
      enableReinitialize
      validate={checkBook}
      onSubmit={submit}
    >
      {({
        values,
        errors,
        touched,
        submitCount,
        status,
        isSubmitting,
        handleChange,
        handleBlur,
        setFieldValue,
      }) => {
        const err = (field: string) => errorFor(errors, touched, submitCount, field);
        const text = (field: keyof AdminBookInput & string) => ({
          name: field,
          value: String(values[field] ?? ''),
          onChange: handleChange,
          onBlur: handleBlur,
          error: err(field),
        });
        const ownWords = bookTextAttributes(values.language);
        const price = Number(values.price);
        const discount = Number(values.discount_percent || 0);
        const pays =
          values.price !== '' &&
          Number.isInteger(price) &&
          Number.isInteger(discount) &&
          discount >= 0 &&
          discount <= 100
            ? `Shoppers pay ${formatRupees(unitPrice(price, discount))} a copy.`
            : undefined;
        const authorsError =
          typeof errors.authors === 'string' && (submitCount > 0 || touched.authors)
            ? errors.authors
            : undefined;
        return (
          <Form noValidate className="catalogue-form" aria-label="Book">
            <section className="admin-card catalogue-section" aria-labelledby="book-what">
              <h2 id="book-what">What it is</h2>
              <div className="catalogue-grid">
                <SelectField
                  name="kind"
                  label="Kind"
                  value={values.kind}
                  options={KIND_OPTIONS}
                  onValueChange={(value) => void setFieldValue('kind', value)}
                  error={err('kind')}
                />
                <SelectField
                  name="language"
                  label="Language"
                  required
                  value={values.language}
                  options={LANGUAGE_OPTIONS}
                  onValueChange={(value) => void setFieldValue('language', value)}
                  error={err('language')}
                  hint="Urdu titles are shown right to left."
                />
              </div>
              <TextField label="Title" required {...text('title')} {...ownWords} className="catalogue-wide" />
              <fieldset
                className="catalogue-fieldset"
                aria-describedby={authorsError ? 'book-authors-error' : undefined}
              >
                <legend>Authors{values.kind === 'book' ? <span aria-hidden="true"> *</span> : null}</legend>
                {values.authors.map((author, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions ('Author 2' is authors[1]) holding controlled values, so the index is their identity
                  <div className="catalogue-author" key={index}>
                    <TextField
                      name={`authors[${index}]`}
                      label={`Author ${index + 1}`}
                      dir="auto"
                      value={author}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      error={err(`authors[${index}]`)}
                    />
                    {values.authors.length > 1 ? (
                      <Button
                        variant="link"
                        aria-label={`Remove author ${index + 1}`}
                        onClick={() =>
                          void setFieldValue(
                            'authors',
                            values.authors.filter((_a, i) => i !== index),
                          )
                        }
                      >
                        Remove
                      </Button>
                    ) : null}
                  </div>
                ))}
                {authorsError ? (
                  <p id="book-authors-error" className="bk-field__error">
                    {authorsError}
                  </p>
                ) : null}
                {values.authors.length < MAX_AUTHORS ? (
                  <Button
                    variant="secondary"
                    onClick={() => void setFieldValue('authors', [...values.authors, ''])}
                  >
                    Add another author
                  </Button>
                ) : null}
              </fieldset>
              <div className="catalogue-grid">
                <TextField label="Publisher" dir="auto" {...text('publisher')} />
                <TextField
                  label="ISBN"
                  hint="ISBN-10 or ISBN-13, hyphens allowed; empty for stationery"
                  inputMode="numeric"
                  autoComplete="off"
                  {...text('isbn')}
                />
                <TextField label="Year" inputMode="numeric" {...text('year')} />
                <TextField label="Pages" inputMode="numeric" {...text('pages')} />
              </div>
              <TextAreaField
                label="Description"
                rows={6}
                {...text('description')}
                {...ownWords}
                className="catalogue-wide"
              />
            </section>

            <section className="admin-card catalogue-section" aria-labelledby="book-where">
              <h2 id="book-where">Where it is shelved</h2>
              <CategoryPicker
                options={categories}
                chosen={values.category_ids}
                loading={categoriesLoading}
                onChange={(ids) => void setFieldValue('category_ids', ids)}
                error={err('category_ids')}
              />
            </section>

            <section className="admin-card catalogue-section" aria-labelledby="book-sale">
              <h2 id="book-sale">Price and stock</h2>
              <div className="catalogue-grid">
                <TextField label="Price (Rs.)" required inputMode="numeric" {...text('price')} />
                <TextField
                  label="Own discount (%)"
                  inputMode="numeric"
                  hint={pays}
                  {...text('discount_percent')}
                />
                <TextField label="Stock count" required inputMode="numeric" {...text('stock')} />
                <SelectField
                  name="stock_status"
                  label="Stock state"
                  required
                  value={values.stock_status}
                  options={STOCK_STATUSES.map((value) => ({ value, label: STOCK_LABELS[value] }))}
                  onValueChange={(value) => void setFieldValue('stock_status', value as StockStatus)}
                  error={err('stock_status')}
                />
                <TextField
                  label="Dispatch date"
                  type="date"
                  hint="For a pre-order or on-demand book"
                  {...text('dispatch_date')}
                />
              </div>
              <label className="catalogue-check">
                <input
                  type="checkbox"
                  name="withdrawn"
                  checked={values.withdrawn}
                  onChange={(event) => void setFieldValue('withdrawn', event.target.checked)}
                />
                Withdrawn from sale (shoppers no longer find it)
              </label>
            </section>

            {children}

            {typeof status === 'string' && status ? (
              <p className="admin-alert admin-alert--error" role="alert">
                {status}
              </p>
            ) : submitCount > 0 && Object.keys(errors).length > 0 && !isSubmitting ? (
              <p className="admin-alert admin-alert--error" role="alert">
                Please correct the fields marked above.
              </p>
            ) : null}
            <div className="admin-actions">
              <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
                {submitLabel}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
