import {
  type AdminHomeLayout,
  useAddHomeBannerMutation,
  useAddHomeRowMutation,
  useGetCategoryTreeQuery,
  useGetHomeLayoutQuery,
  useRemoveHomeBannerMutation,
  useRemoveHomeRowMutation,
  useUpdateHomeBannerMutation,
  useUpdateHomeRowMutation,
} from '@bookshop/api-client/admin';
import {
  type AdminHomeBanner,
  type AdminHomeBannerInput,
  type AdminHomeRow,
  type AdminHomeRowInput,
  HOME_BANNER_ARTS,
  HOME_ROW_SOURCES,
  type HomeBannerArt,
  type HomeRowSource,
} from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { StatusBadge, TextAreaField } from '@bookshop/ui/admin';
import { homeBannerSchema, homeRowSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { firstMessages, useForm } from '../../../shared/use-form';
import { BookPicker, type PickedBook } from '../shared/book-picker';
import { LANGUAGE_OPTIONS, languageName } from '../shared/book-text';
import { flattenCategories } from '../shared/category-options';
import '../catalogue.css';

/** The banner pictures in words. */
export const BANNER_ART_LABELS: Readonly<Record<HomeBannerArt, string>> = {
  urdu: 'Urdu books (calligraphy)',
  school: 'School (books and pencils)',
  deals: 'Deals (price tag)',
};

/** Where a row takes its books from, in words. */
export const ROW_SOURCE_LABELS: Readonly<Record<HomeRowSource, string>> = {
  new: 'Newest books',
  popular: 'Most in stock (popular)',
  'high-discounts': 'Highest own discounts',
  language: 'Books in one language',
  category: 'Books of one category',
  picked: 'Books picked by hand',
};

type Outcome = { ok: boolean; message: string } | null;

/**
 * The home page as shoppers see it, chosen by staff: the banners at the top and the rows of books
 * under them (new arrivals and the others), each shown or hidden and put in order. Every change
 * answers the whole home page; the shop's home page follows at once.
 */
export function HomeLayoutPage() {
  usePageTitle('Home page');
  const { data, isLoading, error } = useGetHomeLayoutQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <>
      <h1>Home page</h1>
      <div aria-live="polite">
        {outcome ? (
          <p className={`admin-alert ${outcome.ok ? 'admin-alert--success' : 'admin-alert--error'}`}>
            {outcome.message}
          </p>
        ) : null}
      </div>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <>
          <BannersSection layout={data} report={setOutcome} />
          <RowsSection layout={data} report={setOutcome} />
        </>
      ) : null}
    </>
  );
}

const byPosition = <T extends { position: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.position - b.position);

function bannerInput(
  banner: AdminHomeBanner,
  changes: Partial<AdminHomeBannerInput> = {},
): AdminHomeBannerInput {
  const { title, text, cta, href, art, hidden, position } = banner;
  return { title, text, cta, href, art, hidden, position, ...changes };
}

function rowInput(row: AdminHomeRow, changes: Partial<AdminHomeRowInput> = {}): AdminHomeRowInput {
  return {
    title: row.title,
    source: row.source,
    ...(row.language ? { language: row.language } : {}),
    ...(row.category_id ? { category_id: row.category_id } : {}),
    book_ids: [...row.book_ids],
    hidden: row.hidden,
    position: row.position,
    ...changes,
  };
}

function BannersSection({ layout, report }: { layout: AdminHomeLayout; report: (outcome: Outcome) => void }) {
  const [updateBanner] = useUpdateHomeBannerMutation();
  const [removeBanner] = useRemoveHomeBannerMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const banners = byPosition(layout.banners);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      report({ ok: true, message: done });
    } catch (failure) {
      report({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="banners-heading">
      <h2 id="banners-heading">Banners</h2>
      {banners.length === 0 ? (
        <p className="admin-muted">No banner yet: the home page starts with its rows.</p>
      ) : null}
      <ol className="catalogue-cards">
        {banners.map((banner, index) => (
          <li key={banner.id} className="catalogue-card">
            {editing === banner.id ? (
              <BannerForm banner={banner} report={report} close={() => setEditing(null)} />
            ) : (
              <>
                <h3>
                  {banner.title} {banner.hidden ? <StatusBadge tone="neutral">Hidden</StatusBadge> : null}
                </h3>
                <p>{banner.text}</p>
                <p className="admin-muted catalogue-small">
                  Button “{banner.cta}” to {banner.href} · picture: {BANNER_ART_LABELS[banner.art]}
                </p>
                <div className="admin-actions">
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={`Move banner ${banner.title} up`}
                    onClick={() =>
                      act(
                        () =>
                          updateBanner({
                            id: banner.id,
                            body: bannerInput(banner, { position: index - 1 }),
                          }).unwrap(),
                        `Banner ${banner.title} moved up.`,
                      )
                    }
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === banners.length - 1}
                    aria-label={`Move banner ${banner.title} down`}
                    onClick={() =>
                      act(
                        () =>
                          updateBanner({
                            id: banner.id,
                            body: bannerInput(banner, { position: index + 1 }),
                          }).unwrap(),
                        `Banner ${banner.title} moved down.`,
                      )
                    }
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${banner.hidden ? 'Show' : 'Hide'} banner ${banner.title}`}
                    onClick={() =>
                      act(
                        () =>
                          updateBanner({
                            id: banner.id,
                            body: bannerInput(banner, { hidden: !banner.hidden }),
                          }).unwrap(),
                        banner.hidden
                          ? `Banner ${banner.title} is shown.`
                          : `Banner ${banner.title} is hidden.`,
                      )
                    }
                  >
                    {banner.hidden ? 'Show' : 'Hide'}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Edit banner ${banner.title}`}
                    onClick={() => setEditing(banner.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="link"
                    aria-label={`Remove banner ${banner.title}`}
                    onClick={() => {
                      if (window.confirm(`Remove the banner “${banner.title}”?`)) {
                        void act(() => removeBanner(banner.id).unwrap(), `Banner ${banner.title} removed.`);
                      }
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <div className="catalogue-card">
          <BannerForm report={report} close={() => setEditing(null)} />
        </div>
      ) : (
        <Button onClick={() => setEditing('new')}>Add a banner</Button>
      )}
    </section>
  );
}

function BannerForm({
  banner,
  report,
  close,
}: {
  banner?: AdminHomeBanner;
  report: (outcome: Outcome) => void;
  close: () => void;
}) {
  const [addBanner, adding] = useAddHomeBannerMutation();
  const [updateBanner, updating] = useUpdateHomeBannerMutation();
  const form = useForm({
    title: banner?.title ?? '',
    text: banner?.text ?? '',
    cta: banner?.cta ?? '',
    href: banner?.href ?? '',
    art: (banner?.art ?? 'deals') as string,
  });
  const [hidden, setHidden] = useState(banner?.hidden ?? false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      ...form.values,
      art: form.values.art as HomeBannerArt,
      hidden,
      ...(banner ? { position: banner.position } : {}),
    };
    const checked = validateForm(homeBannerSchema, body);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    try {
      if (banner) await updateBanner({ id: banner.id, body }).unwrap();
      else await addBanner(body).unwrap();
      report({ ok: true, message: banner ? `Banner ${body.title} saved.` : `Banner ${body.title} added.` });
      close();
    } catch (failure) {
      form.showFailure(failure);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="admin-form"
      aria-label={banner ? `Edit banner ${banner.title}` : 'New banner'}
    >
      <TextField label="Title" required {...form.field('title')} />
      <TextAreaField label="Text" required {...form.field('text')} />
      <div className="catalogue-grid">
        <TextField label="Button words" required {...form.field('cta')} />
        <TextField
          label="Link"
          required
          hint="A path of this shop, e.g. /search?language=ur"
          {...form.field('href')}
        />
        <SelectField
          label="Picture"
          value={form.values.art}
          options={HOME_BANNER_ARTS.map((art) => ({ value: art, label: BANNER_ART_LABELS[art] }))}
          onValueChange={(art) => form.setValues({ ...form.values, art })}
          error={form.errors.art}
        />
      </div>
      <label className="catalogue-check">
        <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
        Hidden (kept here, not shown to shoppers)
      </label>
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button type="submit" busy={adding.isLoading || updating.isLoading} busyLabel="Saving…">
          {banner ? 'Save banner' : 'Add banner'}
        </Button>
        <Button variant="link" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RowsSection({ layout, report }: { layout: AdminHomeLayout; report: (outcome: Outcome) => void }) {
  const [updateRow] = useUpdateHomeRowMutation();
  const [removeRow] = useRemoveHomeRowMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const tree = useGetCategoryTreeQuery();
  const categories = useMemo(() => flattenCategories(tree.data ?? []), [tree.data]);
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.label ?? `category #${id}`;
  const rows = byPosition(layout.rows);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      report({ ok: true, message: done });
    } catch (failure) {
      report({ ok: false, message: errorMessage(failure) });
    }
  };

  const describe = (row: AdminHomeRow) => {
    if (row.source === 'language')
      return `${ROW_SOURCE_LABELS.language}: ${languageName(row.language ?? '')}`;
    if (row.source === 'category') return `${ROW_SOURCE_LABELS.category}: ${categoryName(row.category_id)}`;
    if (row.source === 'picked') return `${ROW_SOURCE_LABELS.picked}: ${row.book_ids.length} books`;
    return ROW_SOURCE_LABELS[row.source];
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="rows-heading">
      <h2 id="rows-heading">Rows of books</h2>
      <ol className="catalogue-cards">
        {rows.map((row, index) => (
          <li key={row.id} className="catalogue-card">
            {editing === row.id ? (
              <RowForm row={row} categories={categories} report={report} close={() => setEditing(null)} />
            ) : (
              <>
                <h3>
                  {row.title} {row.hidden ? <StatusBadge tone="neutral">Hidden</StatusBadge> : null}
                </h3>
                <p className="admin-muted">{describe(row)}</p>
                <div className="admin-actions">
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={`Move row ${row.title} up`}
                    onClick={() =>
                      act(
                        () =>
                          updateRow({ id: row.id, body: rowInput(row, { position: index - 1 }) }).unwrap(),
                        `Row ${row.title} moved up.`,
                      )
                    }
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === rows.length - 1}
                    aria-label={`Move row ${row.title} down`}
                    onClick={() =>
                      act(
                        () =>
                          updateRow({ id: row.id, body: rowInput(row, { position: index + 1 }) }).unwrap(),
                        `Row ${row.title} moved down.`,
                      )
                    }
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${row.hidden ? 'Show' : 'Hide'} row ${row.title}`}
                    onClick={() =>
                      act(
                        () =>
                          updateRow({ id: row.id, body: rowInput(row, { hidden: !row.hidden }) }).unwrap(),
                        row.hidden ? `Row ${row.title} is shown.` : `Row ${row.title} is hidden.`,
                      )
                    }
                  >
                    {row.hidden ? 'Show' : 'Hide'}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Edit row ${row.title}`}
                    onClick={() => setEditing(row.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="link"
                    aria-label={`Remove row ${row.title}`}
                    onClick={() => {
                      if (window.confirm(`Remove the row “${row.title}”?`)) {
                        void act(() => removeRow(row.id).unwrap(), `Row ${row.title} removed.`);
                      }
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <div className="catalogue-card">
          <RowForm categories={categories} report={report} close={() => setEditing(null)} />
        </div>
      ) : (
        <Button onClick={() => setEditing('new')}>Add a row</Button>
      )}
    </section>
  );
}

function RowForm({
  row,
  categories,
  report,
  close,
}: {
  row?: AdminHomeRow;
  categories: ReturnType<typeof flattenCategories>;
  report: (outcome: Outcome) => void;
  close: () => void;
}) {
  const [addRow, adding] = useAddHomeRowMutation();
  const [updateRow, updating] = useUpdateHomeRowMutation();
  const form = useForm({
    title: row?.title ?? '',
    title_ur: row?.title_ur ?? '',
    source: (row?.source ?? 'new') as string,
    language: row?.language ?? '',
    category_id: row?.category_id ? String(row.category_id) : '',
  });
  const [hidden, setHidden] = useState(row?.hidden ?? false);
  const [picked, setPicked] = useState<PickedBook[]>(
    (row?.book_ids ?? []).map((id) => ({ id, title: `Book #${id}` })),
  );
  const source = form.values.source as HomeRowSource;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: AdminHomeRowInput = {
      title: form.values.title,
      // Sent on every edit: an emptied field clears the Urdu title, so Urdu pages show the row title.
      ...(row || form.values.title_ur ? { title_ur: form.values.title_ur } : {}),
      source,
      ...(source === 'language' ? { language: form.values.language } : {}),
      ...(source === 'category' ? { category_id: form.values.category_id } : {}),
      book_ids: source === 'picked' ? picked.map((book) => book.id) : [],
      hidden,
      ...(row ? { position: row.position } : {}),
    };
    const checked = validateForm(homeRowSchema, body);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    try {
      if (row) await updateRow({ id: row.id, body }).unwrap();
      else await addRow(body).unwrap();
      report({ ok: true, message: row ? `Row ${body.title} saved.` : `Row ${body.title} added.` });
      close();
    } catch (failure) {
      form.showFailure(failure);
    }
  };

  const move = (index: number, by: number) => {
    const next = [...picked];
    const [book] = next.splice(index, 1);
    if (book) next.splice(index + by, 0, book);
    setPicked(next);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="admin-form"
      aria-label={row ? `Edit row ${row.title}` : 'New row'}
    >
      <div className="catalogue-grid">
        <TextField label="Row title" required {...form.field('title')} />
        <TextField
          label="Urdu title"
          hint="Shown on the shop's Urdu pages; left empty, they show the row title."
          lang="ur"
          dir="rtl"
          {...form.field('title_ur')}
        />
        <SelectField
          label="Books from"
          value={form.values.source}
          options={HOME_ROW_SOURCES.map((value) => ({ value, label: ROW_SOURCE_LABELS[value] }))}
          onValueChange={(value) => form.setValues({ ...form.values, source: value })}
          error={form.errors.source}
        />
        {source === 'language' ? (
          <SelectField
            label="Language"
            placeholder="Choose a language"
            value={form.values.language}
            options={LANGUAGE_OPTIONS}
            onValueChange={(language) => form.setValues({ ...form.values, language })}
            error={form.errors.language}
          />
        ) : null}
        {source === 'category' ? (
          <SelectField
            label="Category"
            placeholder="Choose a category"
            value={form.values.category_id}
            options={categories.map((c) => ({ value: String(c.id), label: c.label }))}
            onValueChange={(category_id) => form.setValues({ ...form.values, category_id })}
            error={form.errors.category_id}
          />
        ) : null}
      </div>
      {source === 'picked' ? (
        <fieldset className="catalogue-fieldset catalogue-wide">
          <legend>Books in the row, in order</legend>
          {picked.length === 0 ? <p className="admin-muted">No book picked yet.</p> : null}
          <ol className="catalogue-chosen">
            {picked.map((book, index) => (
              <li key={book.id}>
                <span>{book.title}</span>
                <span className="admin-actions">
                  <Button
                    variant="link"
                    disabled={index === 0}
                    aria-label={`Move ${book.title} earlier`}
                    onClick={() => move(index, -1)}
                  >
                    Earlier
                  </Button>
                  <Button
                    variant="link"
                    disabled={index === picked.length - 1}
                    aria-label={`Move ${book.title} later`}
                    onClick={() => move(index, 1)}
                  >
                    Later
                  </Button>
                  <Button
                    variant="link"
                    aria-label={`Remove ${book.title} from the row`}
                    onClick={() => setPicked(picked.filter((b) => b.id !== book.id))}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <BookPicker
            label="Add a book to the row"
            pickLabel="Add"
            exclude={picked.map((book) => book.id)}
            onPick={(book) => setPicked([...picked, book])}
            error={form.errors.book_ids}
          />
        </fieldset>
      ) : null}
      <label className="catalogue-check">
        <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
        Hidden (kept here, not shown to shoppers)
      </label>
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button type="submit" busy={adding.isLoading || updating.isLoading} busyLabel="Saving…">
          {row ? 'Save row' : 'Add row'}
        </Button>
        <Button variant="link" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
