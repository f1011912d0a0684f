import type { CommandResult } from '../../bins/bin-rules-command.js';
import type { Database } from '../../db/client.js';
import { createAuditService } from './service.js';

export const AUDIT_USAGE =
  'audit [--limit N]            print the newest staff actions of the audit log (default 20)';

/** `cli audit [--limit N]`: the newest audit entries, one per line, newest first. */
export async function runAuditCommand(db: Database, args: readonly string[]): Promise<CommandResult> {
  const at = args.indexOf('--limit');
  const text = at >= 0 ? args[at + 1] : '20';
  const limit = Number(text);
  if (!text || !/^\d+$/.test(text) || limit < 1 || limit > 1000)
    return { code: 2, output: `"${text ?? ''}" is not a number of entries (1 to 1000)` };
  const { entries } = await createAuditService(db).list({ limit });
  if (entries.length === 0) return { code: 0, output: 'The audit log is empty.' };
  const lines = entries.map((e) => {
    const who = e.staff ? `${e.staff.email} (${e.actor})` : e.actor;
    const change = [
      e.before !== null ? `before ${JSON.stringify(e.before)}` : '',
      e.after !== null ? `after ${JSON.stringify(e.after)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `${e.at}  #${e.id}  ${who}  ${e.action}  ${e.target.type} ${e.target.id}${e.address ? `  from ${e.address}` : ''}${change ? `  ${change}` : ''}`;
  });
  return { code: 0, output: lines.join('\n') };
}
