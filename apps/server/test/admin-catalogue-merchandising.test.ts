import {
  type AdminCategoryNode,
  type AdminHomeLayoutResponse,
  CATALOGUE_API_PATHS,
  CATALOGUE_MESSAGES,
  COVER_UPLOAD_MESSAGES,
  type MenuGroupData,
} from '@bookshop/domain';
import { formatMessage, keepLeftToRight, LANGUAGE_HEADER } from '@bookshop/i18n';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, books, outbox } from '../src/db/schema/index.js';
import { auth, newGuest, useCheckoutTestApp } from './support/checkout.js';
import { buyGiftCard } from './support/gift-cards.js';
import { multipartBody } from './support/multipart.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

const t = useCheckoutTestApp();
let owner: SignedInStaff;
let cataloguer: SignedInStaff;
let ordersDesk: SignedInStaff;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.database.db, 'owner');
  cataloguer = await signedInStaff(t.app, t.database.db, 'catalogue');
  ordersDesk = await signedInStaff(t.app, t.database.db, 'orders');
});

async function lastAudit(action: string, targetId: number | string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

/**
 * Makes a change and waits until the shop has heard of it (the database announces every catalogue
 * change; the read cache drops what it held): "at once" is this announcement, a few milliseconds.
 */
async function announced<T>(write: () => Promise<T>): Promise<T> {
  const seen = t.app.catalogueCache.stats.invalidations;
  const result = await write();
  await vi.waitFor(() => expect(t.app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
    timeout: 1000,
    interval: 5,
  });
  return result;
}

function flatten(nodes: readonly AdminCategoryNode[]): AdminCategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

async function tree(): Promise<AdminCategoryNode[]> {
  const res = await t.app.inject({ url: CATALOGUE_API_PATHS.categories, headers: cataloguer.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.categories;
}

async function menu(): Promise<MenuGroupData[]> {
  return (await t.app.inject('/api/categories/menu')).json().data.groups;
}

function patchCategory(id: number, payload: object, staff = cataloguer) {
  return t.app.inject({
    method: 'PATCH',
    url: CATALOGUE_API_PATHS.category(id),
    headers: staff.headers,
    payload,
  });
}

describe('categories', () => {
  it('lists the whole tree with the books under each category', async () => {
    const roots = await tree();
    expect(roots.length).toBeGreaterThan(1);
    const all = flatten(roots);
    const leaf = all.find((node) => node.level === 4 && node.books > 0);
    expect(leaf).toBeDefined();
    const root = roots.find((node) => flatten([node]).some((n) => n.id === leaf?.id));
    expect(root?.books).toBeGreaterThanOrEqual(leaf?.books ?? 0);
  });

  it('renames a category and the mega-menu says the new name at once, audited', async () => {
    const [root] = await tree();
    if (!root) throw new Error('no root');
    const res = await announced(() => patchCategory(root.id, { name: 'Fiction & Stories' }));
    expect(res.statusCode).toBe(200);
    expect((await menu()).find((group) => group.id === root.id)?.label).toBe('Fiction & Stories');
    const entry = await lastAudit('category.updated', root.id);
    expect(entry?.before).toMatchObject({ name: root.name });
    expect(entry?.after).toMatchObject({ name: 'Fiction & Stories' });
  });

  it('hides a category from the menu and its page, and shows it again', async () => {
    const roots = await tree();
    const section = roots.flatMap((root) => root.children).find((node) => node.children.length > 0);
    const leaf = section?.children.flatMap((c) => c.children)[0] ?? section?.children[0];
    if (!section || !leaf) throw new Error('no section with leaves');
    expect((await announced(() => patchCategory(section.id, { hidden: true }))).statusCode).toBe(200);
    const groups = await menu();
    expect(groups.flatMap((g) => g.sections).map((s) => s.id)).not.toContain(section.id);
    expect(groups.flatMap((g) => g.categories).map((c) => c.id)).not.toContain(leaf.id);
    expect((await t.app.inject(`/api/categories/${leaf.id}/books`)).statusCode).toBe(404);
    expect((await announced(() => patchCategory(section.id, { hidden: false }))).statusCode).toBe(200);
    expect((await menu()).flatMap((g) => g.sections).map((s) => s.id)).toContain(section.id);
    expect((await t.app.inject(`/api/categories/${leaf.id}/books`)).statusCode).toBe(200);
  });

  it('reorders siblings and moves a category under another parent of the same level', async () => {
    const roots = await tree();
    const [first, second] = roots;
    if (!first || !second) throw new Error('two roots needed');
    const moved = await announced(() => patchCategory(second.id, { position: 0 }));
    expect(moved.statusCode).toBe(200);
    expect((await menu()).slice(0, 2).map((g) => g.id)).toEqual([second.id, first.id]);

    const from = roots.find((root) => root.children.length > 1);
    const to = roots.find((root) => root !== from && root.children.length > 0);
    const child = from?.children[0];
    if (!from || !to || !child) throw new Error('two parents needed');
    const res = await announced(() => patchCategory(child.id, { parent_id: to.id, position: 0 }));
    expect(res.statusCode).toBe(200);
    const after = flatten(res.json().data.categories);
    expect(after.find((n) => n.id === to.id)?.children[0]?.id).toBe(child.id);
    expect((await menu()).find((g) => g.id === to.id)?.sections[0]?.id).toBe(child.id);
    expect((await lastAudit('category.updated', child.id))?.after).toMatchObject({
      parent_id: to.id,
      position: 0,
    });
  });

  it('refuses a move that would break the levels, a blank name and the orders role', async () => {
    const roots = await tree();
    const root = roots[0];
    const leaf = flatten(roots).find((n) => n.level === 4);
    if (!root || !leaf) throw new Error('tree');
    const res = await patchCategory(leaf.id, { parent_id: root.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ parent_id: [CATALOGUE_MESSAGES.categoryMove] });
    expect((await patchCategory(root.id, { name: '  ' })).json().errors).toEqual({
      name: [CATALOGUE_FORM_MESSAGES.nameRequired],
    });
    expect((await patchCategory(root.id, { name: 'Nope' }, ordersDesk)).statusCode).toBe(403);
    expect((await patchCategory(99_999_999, { name: 'Nope' })).statusCode).toBe(404);
  });
});

describe('the home page', () => {
  async function layout(): Promise<AdminHomeLayoutResponse['data']> {
    const res = await t.app.inject({ url: CATALOGUE_API_PATHS.home, headers: cataloguer.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  async function storefrontHome() {
    const res = await t.app.inject('/api/home');
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      sections: {
        key: string;
        title: string;
        titleUr: string | null;
        books: { Book_Id: number }[];
        href?: string;
      }[];
      banners: { title: string }[];
    };
  }

  it('starts with the banners and four rows the page always had', async () => {
    const home = await storefrontHome();
    expect(home.sections.map((s) => s.key)).toEqual(['new', 'popular', 'high-discounts', 'urdu']);
    expect(home.sections.map((s) => s.title)).toEqual([
      'New Arrivals',
      'Popular',
      'High Discounts',
      'Urdu Books',
    ]);
    expect(home.banners.map((b) => b.title)).toEqual(['Urdu classics', 'Back to school', 'High discounts']);
  });

  it('answers each row with its Urdu title beside the English one, the same answer for both languages', async () => {
    const home = await storefrontHome();
    expect(home.sections.map((s) => s.titleUr)).toEqual([
      'نئی کتابیں',
      'مقبول کتابیں',
      'بڑی رعایتیں',
      'اردو کتابیں',
    ]);
    const inUrdu = await t.app.inject({ url: '/api/home', headers: { 'x-shop-language': 'ur' } });
    expect(inUrdu.json().data.sections).toEqual(home.sections);
  });

  it("sets a row's Urdu title, keeps it when a change leaves it out, clears it when empty, each change audited", async () => {
    const row = (await layout()).rows.find((r) => r.key === 'new');
    if (!row) throw new Error('no new row');
    const put = (payload: Record<string, unknown>) =>
      announced(() =>
        t.app.inject({
          method: 'PUT',
          url: CATALOGUE_API_PATHS.homeRow(row.id),
          headers: cataloguer.headers,
          payload: { title: row.title, source: row.source, hidden: row.hidden, ...payload },
        }),
      );
    const titleUrOfNew = async () => (await storefrontHome()).sections.find((s) => s.key === 'new')?.titleUr;

    const set = await put({ title_ur: ' تازہ کتابیں ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.rows.find((r: { id: number }) => r.id === row.id)?.title_ur).toBe('تازہ کتابیں');
    expect(await titleUrOfNew()).toBe('تازہ کتابیں');
    expect(await lastAudit('home_row.updated', row.id)).toMatchObject({
      before: { title_ur: 'نئی کتابیں' },
      after: { title_ur: 'تازہ کتابیں' },
    });

    expect((await put({})).statusCode).toBe(200);
    expect(await titleUrOfNew()).toBe('تازہ کتابیں');

    expect((await put({ title_ur: '' })).statusCode).toBe(200);
    expect(await titleUrOfNew()).toBeNull();
    expect((await lastAudit('home_row.updated', row.id))?.after).toMatchObject({ title_ur: null });

    expect((await put({ title_ur: 'نئی کتابیں' })).statusCode).toBe(200);
    expect(await titleUrOfNew()).toBe('نئی کتابیں');
  });

  it('adds a row of picked books first and a banner, hides a row, and the home answer follows at once', async () => {
    const picked = await t.database.db.select({ id: books.id }).from(books).orderBy(desc(books.id)).limit(3);
    const ids = picked.map((b) => b.id);
    const added = await announced(() =>
      t.app.inject({
        method: 'POST',
        url: CATALOGUE_API_PATHS.homeRows,
        headers: cataloguer.headers,
        payload: { title: 'Staff picks', source: 'picked', book_ids: ids, hidden: false, position: 0 },
      }),
    );
    expect(added.statusCode).toBe(200);
    const row = added.json().data.rows[0];
    expect(row).toMatchObject({ title: 'Staff picks', key: `row-${row.id}`, position: 0, book_ids: ids });
    const home = await storefrontHome();
    expect(home.sections[0]).toMatchObject({ key: `row-${row.id}`, title: 'Staff picks' });
    expect(home.sections[0]?.books.map((b) => b.Book_Id)).toEqual(ids);
    expect((await lastAudit('home_row.created', row.id))?.after).toMatchObject({ title: 'Staff picks' });

    const popular = (await layout()).rows.find((r) => r.key === 'popular');
    if (!popular) throw new Error('no popular row');
    const hide = await announced(() =>
      t.app.inject({
        method: 'PUT',
        url: CATALOGUE_API_PATHS.homeRow(popular.id),
        headers: cataloguer.headers,
        payload: { title: popular.title, source: popular.source, hidden: true },
      }),
    );
    expect(hide.statusCode).toBe(200);
    expect((await storefrontHome()).sections.map((s) => s.key)).not.toContain('popular');

    const banner = await announced(() =>
      t.app.inject({
        method: 'POST',
        url: CATALOGUE_API_PATHS.homeBanners,
        headers: owner.headers,
        payload: {
          title: 'Eid gifts',
          text: 'Books for Eid.',
          cta: 'Shop now',
          href: '/search?keyword=eid',
          art: 'deals',
          hidden: false,
          position: 0,
        },
      }),
    );
    expect(banner.statusCode).toBe(200);
    expect((await storefrontHome()).banners[0]?.title).toBe('Eid gifts');
    const bannerId = banner.json().data.banners[0].id;
    const removed = await announced(() =>
      t.app.inject({
        method: 'DELETE',
        url: CATALOGUE_API_PATHS.homeBanner(bannerId),
        headers: owner.headers,
      }),
    );
    expect(removed.statusCode).toBe(200);
    expect((await storefrontHome()).banners.map((b) => b.title)).not.toContain('Eid gifts');
    expect(await lastAudit('home_banner.removed', bannerId)).toBeDefined();
  });

  it('makes a category row with its See all link, and refuses rows and banners that point nowhere', async () => {
    const leaf = flatten(await tree()).find((n) => n.level === 4 && n.books > 0);
    if (!leaf) throw new Error('no leaf');
    const res = await announced(() =>
      t.app.inject({
        method: 'POST',
        url: CATALOGUE_API_PATHS.homeRows,
        headers: cataloguer.headers,
        payload: { title: 'Poetry shelf', source: 'category', category_id: leaf.id, hidden: false },
      }),
    );
    expect(res.statusCode).toBe(200);
    const section = (await storefrontHome()).sections.find((s) => s.title === 'Poetry shelf');
    expect(section?.href).toBe(`/category/level4/${leaf.id}/instock`);
    expect(section?.books.length).toBeGreaterThan(0);
    const missing = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.homeRows,
      headers: cataloguer.headers,
      payload: { title: 'Ghost shelf', source: 'category', category_id: 99_999_999, hidden: false },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ category_id: [CATALOGUE_MESSAGES.categoryNotFound] });
    const offsite = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.homeBanners,
      headers: cataloguer.headers,
      payload: { title: 'Bad', text: 'Bad', cta: 'Go', href: '//evil.example', art: 'deals', hidden: false },
    });
    expect(offsite.statusCode).toBe(422);
    expect(offsite.json().errors).toEqual({ href: [CATALOGUE_FORM_MESSAGES.hrefInvalid] });
    const refused = await t.app.inject({ url: CATALOGUE_API_PATHS.home, headers: ordersDesk.headers });
    expect(refused.statusCode).toBe(403);
  });
});

describe('bank-card discount rules', () => {
  it('adds, edits, disables, enables and removes a rule; /api/bins and the card-discounts list follow; each audited', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRules,
      headers: cataloguer.headers,
      payload: {
        bank_name: 'Meezan Bank',
        bin: '45987612',
        discount_type: 'percentage',
        discount_value: '15',
        discount_limit: '800',
        rule_enabled: true,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const rule = added.json().data.rule;
    expect(rule).toMatchObject({
      bank_name: 'Meezan Bank',
      bin: '45987612',
      discount_value: 15,
      bank_logo: '/bank-logos/meezan-bank.svg',
    });
    const lookup = async () =>
      (await t.app.inject('/api/bins?bin=45987612&last4digits=4242')).json().data.binDiscountDetail;
    const listed = async () =>
      ((await t.app.inject('/api/bins/rules')).json().data.rules as { bin: string }[]).map((r) => r.bin);
    expect(await lookup()).toMatchObject({ bank_name: 'Meezan Bank', discount_value: 15 });
    expect(await listed()).toContain('45987612');
    expect((await lastAudit('card_rule.created', rule.id))?.after).toMatchObject({ bin: '45987612' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: CATALOGUE_API_PATHS.cardRule(rule.id),
      headers: cataloguer.headers,
      payload: {
        bank_name: 'Meezan Bank',
        bin: '45987612',
        discount_type: 'value',
        discount_value: '200',
        discount_limit: '600',
        rule_enabled: true,
      },
    });
    expect(edited.json().data.rule).toMatchObject({ discount_type: 'value', discount_value: 200 });
    expect((await lastAudit('card_rule.updated', rule.id))?.before).toMatchObject({ discount_value: 15 });

    const off = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRuleDisable(rule.id),
      headers: cataloguer.headers,
    });
    expect(off.json().data.rule.rule_enabled).toBe(false);
    expect(await lookup()).toBeNull();
    expect(await listed()).not.toContain('45987612');
    await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRuleEnable(rule.id),
      headers: cataloguer.headers,
    });
    expect(await lookup()).toMatchObject({ discount_value: 200 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: CATALOGUE_API_PATHS.cardRule(rule.id),
      headers: cataloguer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await lookup()).toBeNull();
    expect(await lastAudit('card_rule.removed', rule.id)).toBeDefined();
  });

  it('uploads the bank’s logo as WebP the card-discounts page shows, and refuses what is not an image', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRules,
      headers: owner.headers,
      payload: {
        bank_name: 'Bank Alfalah',
        bin: '512345',
        discount_type: 'percentage',
        discount_value: '10',
        discount_limit: '500',
        rule_enabled: true,
      },
    });
    const rule = added.json().data.rule;
    const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#c00' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody('logo', {
      name: 'alfalah.png',
      type: 'image/png',
      content: png,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRuleLogo(rule.id),
      headers: { ...owner.headers, ...headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().data.rule.bank_logo as string;
    expect(logo).toMatch(/^\/images\/bank-logos\/bank-alfalah-[0-9a-f]{8}\.webp$/);
    const served = await t.app.inject(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 120,
    });
    const rules = (await t.app.inject('/api/bins/rules')).json().data.rules as {
      bin: string;
      bank_logo: string;
    }[];
    expect(rules.find((r) => r.bin === '512345')?.bank_logo).toBe(logo);

    const script = multipartBody('logo', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('<?php system($_GET[1]); ?>'),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRuleLogo(rule.id),
      headers: { ...owner.headers, ...script.headers },
      payload: script.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { logo: [COVER_UPLOAD_MESSAGES.notImage] } });
  });

  it('refuses a BIN another rule has, a percentage over 100, and the orders role', async () => {
    const body = {
      bank_name: 'HBL',
      bin: '40123456',
      discount_type: 'percentage',
      discount_value: '10',
      discount_limit: '500',
      rule_enabled: true,
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: CATALOGUE_API_PATHS.cardRules,
          headers: cataloguer.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRules,
      headers: cataloguer.headers,
      payload: body,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ bin: [CATALOGUE_MESSAGES.cardRuleBinTaken] });
    const over = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRules,
      headers: cataloguer.headers,
      payload: { ...body, bin: '40123457', discount_value: '150' },
    });
    expect(over.json().errors).toEqual({ discount_value: [CATALOGUE_FORM_MESSAGES.discountValueInvalid] });
    const refused = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.cardRules,
      headers: ordersDesk.headers,
      payload: { ...body, bin: '40123458' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('book requests', () => {
  async function request(title: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/book-requests',
      payload: { name: 'Sana Iqbal', email: 'sana@example.pk', title, author: 'Someone' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.request.id;
  }

  it('lists requests with counts, marks one sourced (book linked, shopper e-mailed) and declines another with a reply', async () => {
    const sourced = await request('Aangan');
    const declined = await request('A Very Rare Pamphlet');
    const list = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.bookRequests}?status=new&q=aangan`,
      headers: cataloguer.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.requests.map((r: { id: number }) => r.id)).toEqual([sourced]);
    expect(list.json().data.counts.new).toBeGreaterThanOrEqual(1);

    const [book] = await t.database.db.select({ id: books.id, title: books.title }).from(books).limit(1);
    if (!book) throw new Error('no book');
    const found = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestSourced(sourced),
      headers: cataloguer.headers,
      payload: { book_id: book.id, reply: 'A new print arrived.' },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.request).toMatchObject({
      status: 'found',
      book: { id: book.id, title: book.title },
      reply: 'A new print arrived.',
      answered_by: { id: cataloguer.id },
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'sana@example.pk'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe(`We found your book: ${book.title}`);
    expect(mail?.body).toContain(`https://shop.example.pk/book/${book.id}`);
    expect((await lastAudit('book_request.sourced', sourced))?.after).toMatchObject({
      status: 'found',
      book_id: book.id,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestDeclined(sourced),
      headers: cataloguer.headers,
      payload: { reply: 'Sorry' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CATALOGUE_MESSAGES.bookRequestAnswered);

    const no = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestDeclined(declined),
      headers: cataloguer.headers,
      payload: { reply: 'It is out of print.\nWe will keep looking.' },
    });
    expect(no.statusCode).toBe(200);
    expect(no.json().data.request).toMatchObject({
      status: 'not_found',
      reply: 'It is out of print.\nWe will keep looking.',
    });
    const [declineMail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'About your book request: A Very Rare Pamphlet'));
    expect(declineMail?.body).toContain('It is out of print.');
    const empty = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestDeclined(await request('Another')),
      headers: cataloguer.headers,
      payload: { reply: ' ' },
    });
    expect(empty.json().errors).toEqual({ reply: [CATALOGUE_FORM_MESSAGES.replyRequired] });
  });

  it('answers a request made from an Urdu page in Urdu, linking the Urdu book page, and a decline too', async () => {
    const asked = async (title: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/book-requests',
        headers: { [LANGUAGE_HEADER]: 'ur' },
        payload: { name: 'Sana Iqbal', email: 'sana.ur@example.pk', title, author: 'Someone' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.request.id as number;
    };
    const newestMail = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, 'sana.ur@example.pk'))
          .orderBy(desc(outbox.id))
          .limit(1)
      )[0];
    const [book] = await t.database.db.select({ id: books.id, title: books.title }).from(books).limit(1);
    if (!book) throw new Error('no book');
    const found = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestSourced(await asked('آنگن')),
      headers: cataloguer.headers,
      payload: { book_id: book.id },
    });
    expect(found.statusCode, found.body).toBe(200);
    const foundMail = await newestMail();
    expect(foundMail?.subject).toBe(
      formatMessage('ur', 'mail.bookRequest.foundSubject', { title: book.title }),
    );
    expect(foundMail?.body).toContain(keepLeftToRight('ur', `https://shop.example.pk/ur/book/${book.id}`));
    expect(foundMail?.html).toMatch(/<html[^>]*\bdir="rtl"/);

    const declined = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.bookRequestDeclined(await asked('نایاب رسالہ')),
      headers: cataloguer.headers,
      payload: { reply: 'یہ اب نہیں چھپتا۔' },
    });
    expect(declined.statusCode).toBe(200);
    const declineMail = await newestMail();
    expect(declineMail?.subject).toBe(
      formatMessage('ur', 'mail.bookRequest.declinedSubject', { title: 'نایاب رسالہ' }),
    );
    expect(declineMail?.body).toContain('یہ اب نہیں چھپتا۔');
  });
});

describe('gift cards', () => {
  it('lists a card with its state and remaining value, voids it with a reason, and the code no longer spends', async () => {
    const buyer = await newGuest(t.app);
    const { code } = await buyGiftCard(t.app, t.database.db, buyer, { recipient_email: 'voidme@example.pk' });
    const list = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.giftCards}?q=voidme@example.pk`,
      headers: cataloguer.headers,
    });
    expect(list.statusCode).toBe(200);
    const [card] = list.json().data.gift_cards;
    expect(card).toMatchObject({ state: 'active', code_last_four: code.replace(/-/g, '').slice(-4) });
    expect(card.remaining).toBe(card.amount);
    expect(JSON.stringify(list.json())).not.toContain(code);
    /** What the shop answers when the buyer checks the card's code. */
    const checkCode = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/gift-cards/check',
          headers: auth(buyer),
          payload: { code },
        })
      ).statusCode;
    expect(await checkCode()).toBe(200);

    const voided = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.giftCardVoid(card.id),
      headers: owner.headers,
      payload: { reason: 'Reported stolen by the buyer' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.gift_card).toMatchObject({
      state: 'void',
      remaining: 0,
      void_reason: 'Reported stolen by the buyer',
    });
    expect(await checkCode()).toBe(422);
    expect((await lastAudit('gift_card.voided', card.id))?.after).toMatchObject({
      state: 'void',
      remaining: 0,
    });

    const twice = await t.app.inject({
      method: 'POST',
      url: CATALOGUE_API_PATHS.giftCardVoid(card.id),
      headers: owner.headers,
      payload: { reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(CATALOGUE_MESSAGES.giftCardNotActive);
    const byState = await t.app.inject({
      url: `${CATALOGUE_API_PATHS.giftCards}?state=void`,
      headers: cataloguer.headers,
    });
    expect(byState.json().data.gift_cards.map((c: { id: number }) => c.id)).toContain(card.id);
    const refused = await t.app.inject({ url: CATALOGUE_API_PATHS.giftCards, headers: ordersDesk.headers });
    expect(refused.statusCode).toBe(403);
  });
});
