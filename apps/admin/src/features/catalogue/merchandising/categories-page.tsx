import { useGetCategoryTreeQuery, usePatchCategoryMutation } from '@bookshop/api-client/admin';
import type { AdminCategoryNode, AdminCategoryPatch } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/account';
import { StatusBadge } from '@bookshop/ui/admin';
import { categoryPatchSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage, LoadState } from '../../../shared/load-state';
import { usePageTitle } from '../../../shared/page-title';
import { firstMessages } from '../../../shared/use-form';
import { type CategoryOption, flattenCategories } from '../shared/category-options';
import '../catalogue.css';

/** What the last change did or why it was refused, said once for the whole tree. */
type Outcome = { ok: boolean; message: string } | null;

/**
 * The category tree behind the shop's mega-menus: rename, move up or down among its siblings,
 * move under another parent of the same level, hide (with everything below it) or show again.
 * Every change answers the whole tree, which replaces the one shown; the menus follow at once.
 */
export function CategoriesPage() {
  usePageTitle('Categories');
  const { data, isLoading, error } = useGetCategoryTreeQuery();
  const [patch, patching] = usePatchCategoryMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const all = useMemo(() => flattenCategories(data ?? []), [data]);

  /** Sends one change; answers whether it was made. */
  const change = async (
    node: AdminCategoryNode,
    body: AdminCategoryPatch,
    done: string,
  ): Promise<boolean> => {
    const checked = validateForm(categoryPatchSchema, body);
    if (!checked.ok) {
      setOutcome({
        ok: false,
        message: Object.values(firstMessages(checked.errors))[0] ?? 'Check the change.',
      });
      return false;
    }
    try {
      await patch({ id: node.id, body }).unwrap();
      setOutcome({ ok: true, message: done });
      return true;
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
      return false;
    }
  };

  return (
    <>
      <h1>Categories</h1>
      <p className="admin-muted">
        Books are filed under the fourth level. A hidden category, and everything below it, is left out of the
        menus and its pages; its books stay on sale and in search.
      </p>
      <div aria-live="polite">
        {outcome ? (
          <p className={`admin-alert ${outcome.ok ? 'admin-alert--success' : 'admin-alert--error'}`}>
            {outcome.message}
          </p>
        ) : null}
      </div>
      <LoadState isLoading={isLoading} error={error} />
      {data ? (
        <ul className="catalogue-tree" aria-label="Category tree" aria-busy={patching.isLoading || undefined}>
          {[...data]
            .sort((a, b) => a.position - b.position)
            .map((node, index, siblings) => (
              <CategoryBranch
                key={node.id}
                node={node}
                index={index}
                siblings={siblings.length}
                all={all}
                editing={editing}
                setEditing={setEditing}
                change={change}
              />
            ))}
        </ul>
      ) : null}
    </>
  );
}

interface BranchProps {
  node: AdminCategoryNode;
  /** Its place among its siblings as shown. */
  index: number;
  siblings: number;
  all: readonly CategoryOption[];
  editing: number | null;
  setEditing: (id: number | null) => void;
  change: (node: AdminCategoryNode, body: AdminCategoryPatch, done: string) => Promise<boolean>;
}

function CategoryBranch({ node, index, siblings, all, editing, setEditing, change }: BranchProps) {
  const [open, setOpen] = useState(node.level === 1);
  const children = [...node.children].sort((a, b) => a.position - b.position);
  const listId = `category-${node.id}-children`;
  return (
    <li className="catalogue-tree__item">
      <div className="catalogue-tree__row">
        {children.length > 0 ? (
          <button
            type="button"
            className="catalogue-tree__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <span className="bk-visually-hidden">
              {open ? 'Hide' : 'Show'} the categories under {node.name}
            </span>
          </button>
        ) : (
          <span className="catalogue-tree__leaf" aria-hidden="true" />
        )}
        <span className="catalogue-tree__name">
          {node.name}
          <span className="admin-muted catalogue-small">
            {' '}
            · {node.books.toLocaleString('en-US')} {node.books === 1 ? 'book' : 'books'}
          </span>
          {node.hidden ? (
            <StatusBadge tone="neutral" className="admin-badge-gap">
              Hidden
            </StatusBadge>
          ) : null}
        </span>
        <span className="catalogue-tree__actions">
          <Button
            variant="secondary"
            disabled={index === 0}
            aria-label={`Move ${node.name} up`}
            onClick={() => void change(node, { position: index - 1 }, `${node.name} moved up.`)}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            disabled={index >= siblings - 1}
            aria-label={`Move ${node.name} down`}
            onClick={() => void change(node, { position: index + 1 }, `${node.name} moved down.`)}
          >
            ↓
          </Button>
          <Button
            variant="secondary"
            aria-expanded={editing === node.id}
            aria-label={`Edit ${node.name}`}
            onClick={() => setEditing(editing === node.id ? null : node.id)}
          >
            Edit
          </Button>
        </span>
      </div>
      {editing === node.id ? (
        <CategoryEditor node={node} all={all} change={change} close={() => setEditing(null)} />
      ) : null}
      {children.length > 0 && open ? (
        <ul id={listId} className="catalogue-tree">
          {children.map((child, childIndex) => (
            <CategoryBranch
              key={child.id}
              node={child}
              index={childIndex}
              siblings={children.length}
              all={all}
              editing={editing}
              setEditing={setEditing}
              change={change}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function CategoryEditor({
  node,
  all,
  change,
  close,
}: {
  node: AdminCategoryNode;
  all: readonly CategoryOption[];
  change: BranchProps['change'];
  close: () => void;
}) {
  const [name, setName] = useState(node.name);
  const [nameUr, setNameUr] = useState(node.name_ur ?? '');
  const [parent, setParent] = useState('');
  const parents = all.filter((option) => option.level === node.level - 1 && option.id !== node.parent_id);

  // Only what changed is sent, so renaming in one language never rewrites the other.
  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: AdminCategoryPatch = {
      ...(name !== node.name ? { name } : {}),
      ...(nameUr.trim() !== (node.name_ur ?? '') ? { name_ur: nameUr } : {}),
    };
    if (Object.keys(body).length === 0) {
      close();
      return;
    }
    const done =
      body.name !== undefined
        ? `Renamed to ${name.trim()}.`
        : nameUr.trim()
          ? `Urdu name of ${node.name} set to ${nameUr.trim()}.`
          : `Urdu name of ${node.name} cleared; Urdu pages show ${node.name}.`;
    if (await change(node, body, done)) close();
  };

  const move = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = all.find((option) => String(option.id) === parent);
    if (!target) return;
    if (await change(node, { parent_id: target.id }, `${node.name} moved under ${target.label}.`)) close();
  };

  return (
    <div className="catalogue-tree__editor admin-card">
      <form onSubmit={rename} noValidate className="admin-form admin-form--row">
        <TextField
          label={`Name of ${node.name}`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={`Urdu name of ${node.name}`}
          hint="Shown on the shop's Urdu pages; left empty, they show the English name."
          lang="ur"
          dir="rtl"
          value={nameUr}
          onChange={(event) => setNameUr(event.target.value)}
        />
        <Button type="submit">Rename</Button>
      </form>
      {node.level > 1 ? (
        <form onSubmit={move} noValidate className="admin-form admin-form--row catalogue-gap">
          <SelectField
            label="Move under"
            placeholder="Choose a category"
            value={parent}
            options={parents.map((option) => ({ value: String(option.id), label: option.label }))}
            onValueChange={setParent}
            hint="Another category of the same level as its parent now."
          />
          <Button type="submit" disabled={!parent}>
            Move
          </Button>
        </form>
      ) : null}
      <div className="admin-actions catalogue-gap">
        <Button
          variant="secondary"
          onClick={() =>
            void change(
              node,
              { hidden: !node.hidden },
              node.hidden ? `${node.name} is shown again.` : `${node.name} is hidden.`,
            ).then((made) => made && close())
          }
        >
          {node.hidden ? 'Show in the menus' : 'Hide from the menus'}
        </Button>
        <Button variant="link" onClick={close}>
          Close
        </Button>
      </div>
    </div>
  );
}
