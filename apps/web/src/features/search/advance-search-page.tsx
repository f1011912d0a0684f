import { useAdvancedSearchQuery, useGetCategoryMenuQuery } from '@bookshop/api-client';
import { Button, TextField, useMessages } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import {
  type AdvancedSearchValues,
  advancedSearchSchema,
  EMPTY_ADVANCED_SEARCH,
  firstFieldErrors,
  validateForm,
} from '@bookshop/validation';
import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { categoryLabel } from '../../shared/category-label';
import { Page } from '../../shared/page';
import { SearchResults } from './search-results';
import { ADVANCED_FIELDS, readAdvancedSearch } from './search-url';

function valuesFrom(query: URLSearchParams): AdvancedSearchValues {
  const values = { ...EMPTY_ADVANCED_SEARCH };
  for (const field of ADVANCED_FIELDS) values[field] = query.get(field) ?? '';
  return values;
}

function errorFor(
  errors: FormikErrors<AdvancedSearchValues>,
  touched: FormikTouched<AdvancedSearchValues>,
  submitCount: number,
  field: keyof AdvancedSearchValues,
): string | undefined {
  return touched[field] || submitCount > 0 ? errors[field] : undefined;
}

/** /advance-search: search by title, author, ISBN, publisher, category and price range. */
export function AdvanceSearchPage() {
  const t = useMessages();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = readAdvancedSearch(query);
  const results = useAdvancedSearchQuery(params ?? skipToken);
  const { data: groups } = useGetCategoryMenuQuery();
  const categoryOptions = useMemo(
    () =>
      (groups ?? []).flatMap((group) => {
        const groupName = categoryLabel(t.language, group);
        return [
          { value: String(group.id), label: t.format('catalog.advanced.wholeGroup', { group: groupName }) },
          ...group.categories.map((c) => ({
            value: String(c.id),
            label: `${groupName}: ${categoryLabel(t.language, c)}`,
          })),
        ];
      }),
    [groups, t],
  );
  const initialValues = useMemo(() => valuesFrom(query), [query]);

  return (
    <Page title={t.format('catalog.advanced.title')} description={t.format('catalog.advanced.description')}>
      <Formik<AdvancedSearchValues>
        initialValues={initialValues}
        enableReinitialize
        validate={(values) => {
          // The messages in the page's language (a schema's own validation words English only).
          const checked = validateForm(advancedSearchSchema, values, t.language);
          return checked.ok ? {} : firstFieldErrors(checked.errors);
        }}
        onSubmit={(values) => {
          const next = new URLSearchParams();
          for (const field of ADVANCED_FIELDS) {
            const value = values[field].trim();
            if (value) next.set(field, value);
          }
          const sort = query.get('sort');
          if (sort) next.set('sort', sort);
          navigate(`${paths.advanceSearch.href()}?${next.toString()}`);
        }}
      >
        {({ values, errors, touched, submitCount, handleChange, handleBlur, setFieldValue, resetForm }) => (
          <Form noValidate className="advanced-search" aria-label={t.format('catalog.advanced.form')}>
            <div className="form-grid">
              {(
                [
                  ['title', 'catalog.advanced.bookTitle'],
                  ['author', 'catalog.advanced.author'],
                  ['isbn', 'catalog.advanced.isbn'],
                  ['publisher', 'catalog.advanced.publisher'],
                ] as const
              ).map(([field, labelKey]) => (
                <TextField
                  key={field}
                  name={field}
                  label={t.format(labelKey)}
                  value={values[field]}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, field)}
                  hint={field === 'isbn' ? t.format('catalog.advanced.isbnHint') : undefined}
                  inputMode={field === 'isbn' ? 'numeric' : undefined}
                />
              ))}
              <SelectField
                name="category"
                label={t.format('catalog.advanced.category')}
                value={values.category}
                options={categoryOptions}
                placeholder={t.format('catalog.advanced.anyCategory')}
                onValueChange={(value) => void setFieldValue('category', value)}
              />
              <fieldset className="price-range">
                <legend>{t.format('catalog.advanced.priceRange')}</legend>
                <TextField
                  name="minPrice"
                  label={t.format('catalog.advanced.from')}
                  inputMode="numeric"
                  value={values.minPrice}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, 'minPrice')}
                />
                <TextField
                  name="maxPrice"
                  label={t.format('catalog.advanced.to')}
                  inputMode="numeric"
                  value={values.maxPrice}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, 'maxPrice')}
                />
              </fieldset>
            </div>
            <div className="form-actions">
              <Button type="submit">{t.format('catalog.advanced.search')}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm({ values: EMPTY_ADVANCED_SEARCH });
                  navigate(paths.advanceSearch.href());
                }}
              >
                {t.format('catalog.advanced.clear')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
      {params ? (
        <SearchResults
          data={results.data}
          error={results.error}
          isLoading={results.isLoading}
          isFetching={results.isFetching}
          sort={params.sort ?? 'relevance'}
          facets={false}
          onRetry={() => void results.refetch()}
        />
      ) : null}
    </Page>
  );
}
