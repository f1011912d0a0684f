import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { CatalogueIndex, CatalogueIndexBuilder, type IndexedBook } from './catalogue-index.js';
import { loadSnapshot, pruneSearchChanges, saveSnapshot } from './catalogue-index-store.js';
import { forEveryBook } from './every-book.js';
import { changedBooksSince, logNumber } from './search-changes.js';

interface BookWordsRow {
  id: number;
  /** The book's folded title (search_title). */
  title: string;
  /** The rest of its folded search text: authors and publisher, space-separated words. */
  text: string;
  isbn10: string | null;
  isbn13: string | null;
}

/**
 * The search columns the search vector is built from (migration 0003). They hold only letters,
 * digits and single spaces (foldSearchText), which the text search parser splits at the spaces
 * and nowhere else, so their words are the vector's lexemes. Read as one text rather than as
 * `tsvector_to_array`: parsing 100k array literals took most of a minute on PGlite.
 */
const bookWordsColumns = sql.raw(
  `id, search_title as title, search_authors || ' ' || search_publisher as text, isbn10, isbn13`,
);

/**
 * Change-log entries older than this are deleted when an index is loaded whole; a process that
 * has not caught up for that long loads whole instead of reading the log.
 */
const LOG_KEPT_MS = 24 * 60 * 60 * 1000;

/** More changed books than this are caught up by loading everything. */
const WHOLE_LOAD_ABOVE = 2000;

/**
 * A process that has taken in this many books' changes of words since the saved snapshot saves it
 * again, so the next start catches up on fewer changes than WHOLE_LOAD_ABOVE and never reads every
 * book. Entries for facet values only (a sale, a price) are not counted: the start skips them.
 */
export const SNAPSHOT_BEHIND = WHOLE_LOAD_ABOVE / 2;

export interface SyncOptions {
  now?: () => number;
  /**
   * Start from the saved snapshot (catalogue-index-store.ts) when there is one, and save one
   * after every whole read: a million titles load in seconds instead of being read again.
   */
  snapshots?: boolean;
  /** A snapshot that could not be saved (the index works without; the next start reads books). */
  onSnapshotError?: (error: unknown) => void;
}

/**
 * The in-memory catalogue index of this process, kept in step with the database through the
 * search_changes log (migration 0011). Every autocomplete query returns the log's last number
 * from the same statement (searchVersionSql); when it differs from the version the index was
 * built at, the changed books are read again and the query re-run. So the database remains the
 * one source of truth, and a change made anywhere (another replica, the CLI, psql) is seen by the
 * next query here, at no extra round trip while nothing changes.
 */
export class SyncedCatalogueIndex {
  readonly index = new CatalogueIndex();
  /** The log number the index reflects; -1 before the first load. */
  private version = -1;
  /** The log number of the last change of words the index took in (caches of matches key on it). */
  private wordsAt = -1;
  /** Books whose words changed since the last snapshot was saved; a sale or a price is none. */
  private wordChangesSinceSnapshot = 0;
  private syncedAt = 0;
  private syncing: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly snapshots: boolean;
  private readonly onSnapshotError: (error: unknown) => void;
  /** The log number of the saved snapshot as this process knows it; -1 for none. */
  private snapshotVersion = -1;
  private saving: Promise<void> = Promise.resolve();
  private savingNow = false;
  /** The saved snapshot was of no use at start (none, stale, spoilt): the next save replaces it. */
  private replaceSnapshot = false;

  constructor(
    private readonly db: Database,
    options: SyncOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.snapshots = options.snapshots ?? true;
    this.onSnapshotError = options.onSnapshotError ?? (() => undefined);
  }

  /**
   * Changes only when the index's words do: what kept matches and ranks may be keyed by, where
   * loadedVersion also moves for every price or stock change the log names.
   */
  get wordsVersion(): number {
    return this.wordsAt;
  }

  get loadedVersion(): number {
    return this.version;
  }

  private toBook(row: BookWordsRow): IndexedBook {
    const words = `${row.title} ${row.text}`.split(' ').filter((w) => w !== '');
    return { id: Number(row.id), words, isbn10: row.isbn10, isbn13: row.isbn13, title: row.title };
  }

  /** Loaded, and current at least as of the log number `seen`. */
  async ensure(seen = -1): Promise<void> {
    if (this.version >= 0 && seen <= this.version) return;
    if (!this.syncing) {
      this.syncing = this.sync(seen).finally(() => {
        this.syncing = null;
      });
    }
    await this.syncing;
  }

  /** Marks the index current as of `seen`, a log number read while nothing was newer. */
  confirm(seen: number): void {
    if (seen === this.version) this.syncedAt = this.now();
  }

  /** Settles when the snapshot being saved, if any, is saved (for tests and tools). */
  snapshotSaved(): Promise<void> {
    return this.saving;
  }

  private async sync(seen: number): Promise<void> {
    if (this.version < 0 && this.snapshots) {
      const saved = await loadSnapshot(this.db);
      if (saved) {
        // The index is published (loadedVersion) only once caught up, so readiness waits for it.
        this.index.restore(saved.structures);
        this.snapshotVersion = saved.version;
        this.wordsAt = saved.version;
        await this.catchUp(saved.version);
        if (this.version < seen) await this.loadWhole();
        return;
      }
      this.replaceSnapshot = true;
    }
    const stale = this.now() - this.syncedAt > LOG_KEPT_MS;
    if (this.version < 0 || stale) {
      await this.loadWhole();
      return;
    }
    await this.catchUp(this.version);
    // Entries the log no longer has (pruned, see LOG_KEPT_MS): read everything instead.
    if (this.version < seen) await this.loadWhole();
  }

  /** Reads the books the log names since `from`, the version of what the index holds. */
  private async catchUp(from: number): Promise<void> {
    // No more entries than could be caught up one by one: a million-row import is read whole.
    // Entries for facet values only (a price, a sale) name no change of words: skipped.
    const changed = await changedBooksSince(this.db, from, { facets: false, most: WHOLE_LOAD_ABOVE });
    if (changed.books === null) {
      await this.loadWhole();
      return;
    }
    const { last, books: ids } = changed;
    if (ids.length === 0) {
      this.version = last;
      this.syncedAt = this.now();
      return;
    }
    const rows = await queryRows<BookWordsRow>(
      this.db,
      sql`select ${bookWordsColumns} from books where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const present = new Set(rows.map((r) => Number(r.id)));
    this.index.upsert(rows.map((r) => this.toBook(r)));
    this.index.remove(ids.filter((id) => !present.has(id)));
    this.index.prepare();
    this.version = last;
    this.wordsAt = last;
    this.syncedAt = this.now();
    this.wordChangesSinceSnapshot += ids.length;
    if (this.wordChangesSinceSnapshot > SNAPSHOT_BEHIND) this.save();
  }

  /**
   * Saves the index as it is now in the background (never more than one save at a time): the
   * structures are never changed in place, so they can be encoded while lookups go on.
   */
  private save(): void {
    if (!this.snapshots || this.savingNow) return;
    this.savingNow = true;
    this.wordChangesSinceSnapshot = 0;
    const version = this.version;
    const structures = this.index.current();
    this.saving = saveSnapshot(this.db, version, structures, this.replaceSnapshot)
      .then(() => {
        this.replaceSnapshot = false;
        this.snapshotVersion = Math.max(this.snapshotVersion, version);
      }, this.onSnapshotError)
      .finally(() => {
        this.savingNow = false;
      });
  }

  /**
   * Reads every book's words, in id order and in batches (every-book.ts), into a new compact index
   * that replaces the old one only when complete. The log number is read first: a change
   * committed meanwhile is read again on the next check, which is harmless (reading a book twice
   * changes nothing).
   */
  private async loadWhole(): Promise<void> {
    const version = await logNumber(this.db);
    const builder = new CatalogueIndexBuilder();
    await forEveryBook<BookWordsRow>(this.db, bookWordsColumns, (r) =>
      builder.addText(Number(r.id), r.title, r.text, r.isbn10, r.isbn13),
    );
    this.index.replace(builder);
    this.version = version;
    this.wordsAt = version;
    this.syncedAt = this.now();
    this.save();
    // Processes behind by more than LOG_KEPT_MS load whole, so older entries serve no one but a
    // start from the snapshot, which keeps them (pruneSearchChanges).
    await pruneSearchChanges(this.db, LOG_KEPT_MS);
  }
}
