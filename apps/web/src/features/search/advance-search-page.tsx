import { useAdvancedSearchQuery, useGetCategoryMenuQuery } from '@bookshop/api-client';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { type AdvancedSearchValues, advancedSearchSchema, EMPTY_ADVANCED_SEARCH } from '@bookshop/validation';
import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
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
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = readAdvancedSearch(query);
  const results = useAdvancedSearchQuery(params ?? skipToken);
  const { data: groups } = useGetCategoryMenuQuery();
  const categoryOptions = useMemo(
    () =>
      (groups ?? []).flatMap((group) => [
        { value: String(group.id), label: `${group.label} (all)` },
        ...group.categories.map((c) => ({ value: String(c.id), label: `${group.label}: ${c.label}` })),
      ]),
    [groups],
  );
  const initialValues = useMemo(() => valuesFrom(query), [query]);

  return (
    <Page
      title="Advanced Search"
      description="Find a book by its title, author, ISBN, publisher, category or price range."
    >
      <Formik<AdvancedSearchValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={advancedSearchSchema}
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
          <Form noValidate className="advanced-search" aria-label="Advanced search">
            <div className="form-grid">
              {(
                [
                  ['title', 'Title'],
                  ['author', 'Author'],
                  ['isbn', 'ISBN'],
                  ['publisher', 'Publisher'],
                ] as const
              ).map(([field, label]) => (
                <TextField
                  key={field}
                  name={field}
                  label={label}
                  value={values[field]}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, field)}
                  hint={field === 'isbn' ? 'ISBN-10 or ISBN-13, hyphens allowed' : undefined}
                  inputMode={field === 'isbn' ? 'numeric' : undefined}
                />
              ))}
              <SelectField
                name="category"
                label="Category"
                value={values.category}
                options={categoryOptions}
                placeholder="Any category"
                onValueChange={(value) => void setFieldValue('category', value)}
              />
              <fieldset className="price-range">
                <legend>Price range (Rs.)</legend>
                <TextField
                  name="minPrice"
                  label="From"
                  inputMode="numeric"
                  value={values.minPrice}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, 'minPrice')}
                />
                <TextField
                  name="maxPrice"
                  label="To"
                  inputMode="numeric"
                  value={values.maxPrice}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={errorFor(errors, touched, submitCount, 'maxPrice')}
                />
              </fieldset>
            </div>
            <div className="form-actions">
              <Button type="submit">Search</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm({ values: EMPTY_ADVANCED_SEARCH });
                  navigate(paths.advanceSearch.href());
                }}
              >
                Clear
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
