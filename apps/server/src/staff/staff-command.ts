import { isStaffRole, STAFF_ROLES } from '@bookshop/domain';
import { staffInviteSchema, validateForm } from '@bookshop/validation';
import type { CommandResult } from '../bins/bin-rules-command.js';
import type { Database } from '../db/client.js';
import { ValidationError } from '../lib/errors.js';
import { createStaffService } from './service.js';

export const STAFF_USAGE = `staff add <email> --role <owner|orders|catalogue>
                             make a staff account; prints its one-time set-up link (also e-mailed)
staff list                   list the staff accounts`;

/**
 * `cli staff add <email> --role owner`: how the first owner is made (later ones are invited in
 * the back office). Prints the one-time set-up link; the set-up page sets the password and the
 * first sign-in sets up TOTP. Audited as done by `cli`.
 */
export async function runStaffCommand(
  db: Database,
  args: readonly string[],
  publicUrl: string,
): Promise<CommandResult> {
  const [sub, ...rest] = args;
  const service = createStaffService({ db, publicUrl });
  if (sub === 'list') {
    const { staff } = await service.list(1, 1000);
    if (staff.length === 0)
      return {
        code: 0,
        output: 'No staff accounts. Make the first owner with: staff add <email> --role owner',
      };
    return {
      code: 0,
      output: staff
        .map(
          (s) => `${s.id}  ${s.email}  ${s.role}  ${s.state}${s.totp_enrolled ? '' : ' (TOTP not set up)'}`,
        )
        .join('\n'),
    };
  }
  if (sub !== 'add') return { code: 2, output: STAFF_USAGE };
  const at = rest.indexOf('--role');
  const role = at >= 0 ? rest[at + 1] : undefined;
  const email = rest.find((arg, i) => !arg.startsWith('--') && (at < 0 || i !== at + 1));
  if (!email || !role) return { code: 2, output: STAFF_USAGE };
  if (!isStaffRole(role)) return { code: 2, output: `"${role}" is not a role (${STAFF_ROLES.join(', ')})` };
  const checked = validateForm(staffInviteSchema, { email, role });
  if (!checked.ok) return { code: 2, output: Object.values(checked.errors).flat().join(' ') };
  try {
    const added = await service.add(checked.value, { actor: 'cli' });
    return {
      code: 0,
      output: `${added.staff.email} (${added.staff.role}) added. One-time set-up link, valid until ${added.expiresAt.toISOString()}:\n${added.link}`,
    };
  } catch (error) {
    if (error instanceof ValidationError) return { code: 1, output: error.message };
    throw error;
  }
}
