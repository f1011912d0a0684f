#!/usr/bin/env node
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_USAGE, runAuditCommand } from './admin/audit/audit-command.js';
import { BIN_RULES_USAGE, runBinRulesCommand } from './bins/bin-rules-command.js';
import { setDispatchDate } from './catalog/dispatch-date.js';
import { importCatalog } from './catalog/import-catalog.js';
import { createProgressPrinter } from './catalog/import-progress.js';
import { seedDemo } from './catalog/seed-demo.js';
import { setStock } from './catalog/set-stock.js';
import { loadConfig } from './config.js';
import { backupDatabase, RestoreError, restoreDatabase } from './db/backup.js';
import { migrate } from './db/migrate.js';
import { openForCli } from './db/open-shop-database.js';
import { printOutbox } from './mail/print-outbox.js';
import { OperatorError, operatorMessage } from './operator-errors.js';
import { expireUnpaidOrders } from './orders/expire-unpaid-orders.js';
import { runOrderStatusCommand } from './orders/order-status-command.js';
import { createSandboxProvider } from './payments/sandbox/sandbox-provider.js';
import { publicUrlFor } from './settings/public-url.js';
import { runStaffCommand, STAFF_USAGE } from './staff/staff-command.js';
import { sweepOnce } from './sweep/sweep.js';

const USAGE = `Usage: bookshop-server <command>

Commands:
  migrate                      apply pending database migrations
  seed                         load the category tree and the demo catalogue
  import-catalog <file.csv>    import a goodbooks-10k style books.csv
  set-stock <bookId> <count>   set a book's stock count
  dispatch-date <bookId> <YYYY-MM-DD|none>
                               the day an on-demand or pre-order book leaves the shop (book page, estimates)
  outbox [email] [--limit N]   print the newest e-mails (all, or those to one address)
  sweep                        delete expired tokens and reset links, old login failures, idle guests
                               and delivered e-mails after 30 days (the shop also does it hourly); cancel
                               unpaid orders past their payment window (the shop does it every minute)
  backup <file>                write a consistent copy of all the data (works while the shop runs)
  restore <file>               load a backup into an empty data directory (or empty DATABASE_URL)
  order-status <id> <status> [reason]
                               move an order on (placed, processing, shipped, delivered), or cancel it
                               with a reason (stock back, payment voided or refunded); e-mails the customer
  ${BIN_RULES_USAGE.replaceAll('\n', '\n  ')}
                               list and manage the bank-card discount rules
  ${STAFF_USAGE.replaceAll('\n', '\n  ')}
  ${AUDIT_USAGE}

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./.data): through
the running shop when one runs on it (its socket DATA_DIR/.s.PGSQL.5432), else the directory itself.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig(cliEnv(process.env));
  // Before opening the database: a wrong path is said at once, not after a start-up.
  if (command === 'import-catalog' && args[0]) assertReadableCsv(args[0]);
  const database = await openForCli({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.viaShop) process.stderr.write(`(through the shop running on ${config.dataDir})\n`);
  try {
    if (command === 'backup' || command === 'restore') {
      const file = args[0];
      if (!file) throw new UsageError(`${command} needs the path of a backup file`);
      if (command === 'backup') {
        const report = await backupDatabase(database.db, path.resolve(process.env.INIT_CWD ?? '.', file));
        console.log(`Backup written to ${file}: ${report.rows} rows in ${report.tables} tables.`);
        return 0;
      }
      if (database.viaShop) {
        throw new RestoreError(
          `a shop is running on ${config.dataDir}; restore into an empty DATA_DIR with no shop running.`,
        );
      }
      const report = await restoreDatabase(database.db, path.resolve(process.env.INIT_CWD ?? '.', file));
      console.log(`Restored ${report.rows} rows in ${report.tables} tables from ${file}.`);
      return 0;
    }
    const level = await migrate(database.db);
    // Links in the e-mails this command writes: PUBLIC_URL, else the address the shop runs at.
    const links = await publicUrlFor(database.db, config);
    const publicUrl = links.publicUrl;
    if (links.fallback && (command === 'order-status' || command === 'sweep')) {
      process.stderr.write(
        `(PUBLIC_URL is not set and the shop never recorded one: e-mails link to ${publicUrl})\n`,
      );
    }
    switch (command) {
      case 'migrate':
        console.log(`Database (${database.kind}) at migration ${level.applied} (${level.latest}).`);
        return 0;
      case 'seed': {
        const report = await seedDemo(database.db);
        console.log(
          `Demo catalogue: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged.`,
        );
        return 0;
      }
      case 'import-catalog': {
        const file = args[0];
        if (!file) throw new UsageError('import-catalog needs the path of a CSV file');
        const started = Date.now();
        // A bar on a terminal, plain lines in a log; on stderr, so stdout keeps only the report.
        const report = await importCatalog(database.db, file, {
          onStep: createProgressPrinter(process.stderr),
        });
        for (const problem of report.skipped) console.log(`line ${problem.line}: skipped, ${problem.reason}`);
        for (const problem of report.warnings) console.log(`line ${problem.line}: ${problem.reason}`);
        console.log(
          `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ` +
            `${report.skipped.length} skipped, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        );
        return 0;
      }
      case 'set-stock': {
        const [idText, countText] = args;
        const id = Number(idText);
        const count = Number(countText);
        if (!Number.isInteger(id) || id < 1) throw new UsageError(`"${idText ?? ''}" is not a book id`);
        if (!Number.isInteger(count) || count < 0)
          throw new UsageError(`"${countText ?? ''}" is not a stock count`);
        const book = await setStock(database.db, id, count);
        if (!book) {
          console.error(`No book with id ${id}.`);
          return 1;
        }
        console.log(`Book ${id} "${book.title}": stock ${book.stock}, ${book.stockStatus}.`);
        return 0;
      }
      case 'dispatch-date': {
        const [idText, dayText] = args;
        const id = Number(idText);
        if (!Number.isInteger(id) || id < 1) throw new UsageError(`"${idText ?? ''}" is not a book id`);
        if (!dayText || (dayText !== 'none' && !/^\d{4}-\d{2}-\d{2}$/.test(dayText)))
          throw new UsageError(`"${dayText ?? ''}" is not a day such as 2025-08-14, or none`);
        const book = await setDispatchDate(database.db, id, dayText === 'none' ? null : dayText);
        if (!book) {
          console.error(`No book with id ${id}.`);
          return 1;
        }
        console.log(
          `Book ${id} "${book.title}" (${book.stockStatus}): ${book.dispatchDate ? `dispatched on ${book.dispatchDate}` : "the shop's usual dispatch days"}.`,
        );
        return 0;
      }
      case 'sweep': {
        const unpaid = await expireUnpaidOrders({
          db: database.db,
          provider: createSandboxProvider(database.db),
          publicUrl,
          windows: config.unpaidOrderWindows,
        });
        console.log(
          `Unpaid orders past their payment window: ${unpaid.expired.length} cancelled (stock returned), ` +
            `${unpaid.paid.length} found paid and placed.`,
        );
        const report = await sweepOnce(database.db);
        if (!report.swept) {
          console.log('Another process is sweeping right now; nothing done.');
          return 0;
        }
        console.log(
          `Swept: ${report.expiredTokens} expired tokens, ${report.idleGuests} idle guests, ` +
            `${report.passwordResets} reset links, ${report.loginFailures} login failures, ` +
            `${report.loginAddresses} login addresses, ${report.deliveredMails} delivered e-mails, ` +
            `${report.staffSessions} ended staff sessions, ${report.staffSetupTokens} staff set-up tokens; ` +
            `${report.redactedMails} e-mails lost their secret links.`,
        );
        return 0;
      }
      case 'outbox': {
        const limitAt = args.indexOf('--limit');
        const limitText = limitAt >= 0 ? args[limitAt + 1] : '5';
        const limit = Number(limitText);
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError(`"${limitText ?? ''}" is not a number of e-mails`);
        const email = args.find((arg, i) => !arg.startsWith('--') && (limitAt < 0 || i !== limitAt + 1));
        console.log(await printOutbox(database.db, { email, limit }));
        return 0;
      }
      case 'staff':
      case 'audit': {
        // Staff accounts are made here first (the first owner); the audit log is read here too.
        const result =
          command === 'staff'
            ? await runStaffCommand(database.db, args, publicUrl)
            : await runAuditCommand(database.db, args);
        if (result.code === 2) throw new UsageError(result.output);
        (result.code === 0 ? console.log : console.error)(result.output);
        return result.code;
      }
      case 'order-status':
      case 'bin-rules': {
        const result =
          command === 'bin-rules'
            ? await runBinRulesCommand(database.db, args)
            : await runOrderStatusCommand(database.db, args, publicUrl);
        if (result.code === 2) throw new UsageError(result.output);
        (result.code === 0 ? console.log : console.error)(result.output);
        return result.code;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** A missing or unreadable CSV is the operator's to fix: say which file and why, in one line. */
function assertReadableCsv(file: string): void {
  try {
    accessSync(file, constants.R_OK);
    if (!statSync(file).isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : `not readable (${code})`;
    throw new OperatorError(
      `Cannot read the CSV file ${file}: ${why}. Give the path of a goodbooks-10k books.csv.`,
    );
  }
}

/**
 * `pnpm --filter @bookshop/server cli …` runs in apps/server, but `pnpm start` keeps the shop in
 * ./.data of the folder it was typed in; pnpm passes that folder as INIT_CWD, so the default
 * DATA_DIR is taken from there and the CLI finds the shop's data instead of a new empty one.
 */
function cliEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.DATA_DIR || !env.INIT_CWD) return env;
  return { ...env, DATA_DIR: path.join(env.INIT_CWD, '.data') };
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof RestoreError) {
      console.error(`Cannot restore: ${err.message}`);
      process.exit(1);
    }
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    // One line (what is wrong and what to do) for an unreachable DATABASE_URL and the like.
    const plain = operatorMessage(err, { databaseUrl: process.env.DATABASE_URL || null });
    console.error(plain ?? (err instanceof Error ? err.message : err));
    process.exit(1);
  },
);
