import { type AdminCategoryNode, CATALOGUE_MESSAGES } from '@bookshop/domain';
import { categoryPatchSchema } from '@bookshop/validation';
import { validateBody } from '../../../accounts/validate-body.js';
import type { Database } from '../../../db/client.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { type CategoryRow, createDeskCategoriesRepository } from './repository.js';

function auditView(row: CategoryRow) {
  return {
    name: row.name,
    name_ur: row.nameUr,
    hidden: row.hidden,
    parent_id: row.parentId,
    position: row.position,
  };
}

/**
 * The category tree behind the mega-menus: rename, hide or show, move, reorder. The tree keeps
 * its four levels (a category moves only under a parent of its parent's level), so leaves stay
 * where books are filed. Each change is one transaction with its audit entry; the categories
 * table's trigger announces it, so the menu answer and listings follow at once.
 */
export function createDeskCategoriesService(deps: { db: Database }) {
  const { db } = deps;
  return {
    tree: () => createDeskCategoriesRepository(db).tree(),

    async patch(id: number, body: unknown, ctx: StaffContext): Promise<AdminCategoryNode[]> {
      const values = validateBody(categoryPatchSchema, body);
      await db.transaction(async (tx) => {
        const repo = createDeskCategoriesRepository(tx);
        const before = await repo.find(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.categoryNotFound);
        let parentId = before.parentId;
        if (values.parent_id !== undefined && values.parent_id !== before.parentId) {
          const [parent, oldParent] = await Promise.all([
            repo.find(values.parent_id),
            before.parentId === null ? Promise.resolve(null) : repo.find(before.parentId),
          ]);
          if (!parent) throw new ValidationError({ parent_id: [CATALOGUE_MESSAGES.categoryNotFound] });
          if (parent.id === id) throw new ValidationError({ parent_id: [CATALOGUE_MESSAGES.categoryLoop] });
          if (!oldParent || parent.level !== oldParent.level) {
            throw new ValidationError({ parent_id: [CATALOGUE_MESSAGES.categoryMove] });
          }
          parentId = parent.id;
        }
        await repo.update(id, {
          ...(values.name ? { name: values.name } : {}),
          ...(values.name_ur !== undefined ? { nameUr: values.name_ur || null } : {}),
          ...(values.hidden !== undefined ? { hidden: values.hidden } : {}),
          ...(parentId !== before.parentId ? { parentId } : {}),
        });
        if (parentId !== before.parentId || values.position !== undefined) {
          // Among its (new) siblings; the siblings it left keep their order, a gap changes nothing.
          await repo.place(id, parentId, values.position);
        }
        const after = await repo.find(id);
        if (!after) throw new NotFoundError(CATALOGUE_MESSAGES.categoryNotFound);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'category.updated',
          target: { type: 'category', id },
          before: auditView(before),
          after: auditView(after),
          address: ctx.address,
        });
      });
      return createDeskCategoriesRepository(db).tree();
    },
  };
}

export type DeskCategoriesService = ReturnType<typeof createDeskCategoriesService>;
