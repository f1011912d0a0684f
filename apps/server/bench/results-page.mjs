// The results page (issue 28): GET /api/search with its facets, under a query mix from one match
// to most of the catalogue: common title words ("the", "love"), whole and started titles, author
// names and surnames, typos (which cost a second, corrected search), categories, facet filters
// on common words, other sort orders and later pages. Reported: the saturated throughput, and
// the p99 at a fixed rate (BENCH_RESULTS_RATE, default 500 req/s: the target), client
// side and as the server timed itself: once as autocannon sends it (each second's requests in a
// burst at its start) and once evenly spaced (harness.mjs, openLoop), each over a rotation of
// queries not asked before, so about half the requests miss the answer cache.
//
// A section of the bench (run.mjs calls measureResultsPage with a started shop). On its own,
// against a shop already running with BENCH=1:
//
//   BENCH_RESULTS_URL=http://127.0.0.1:3000 GOODBOOKS_CSV=/tmp/goodbooks-grown-100000-seed18.csv \
//     node bench/results-page.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmtServer, openLoop, run, serverTimings, summary } from './harness.mjs';
import { loadGoodbooks, mulberry32, typo } from './queries.mjs';

/** Title words most of a catalogue shares: each matches thousands of titles at 100k. */
const COMMON_WORDS = [
  'the',
  'love',
  'a',
  'of',
  'life',
  'world',
  'night',
  'man',
  'war',
  'house',
  'girl',
  'book',
];

const firstAuthor = (row) => row.authors.split(',')[0].trim();
const bareTitle = (row) => row.title.replace(/\s*\(.*$/, '').trim();

/** The categories the catalogue offers as a facet (ids), read from the shop itself. */
async function categoryIds(base) {
  const res = await fetch(`${base}/api/search?perPage=1`);
  if (!res.ok) throw new Error(`GET /api/search answered ${res.status}`);
  return (await res.json()).data.facets.category.map((c) => c.value);
}

/**
 * The query mix: addresses of /api/search, seeded so every run sends the same ones. Popular
 * books are asked for more often (goodbooks is ordered by popularity), as in the autocomplete mix.
 */
export function resultsPagePaths(rows, categories, count = 5000, seed = 2828) {
  const rnd = mulberry32(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const popular = () => rows[Math.floor(rows.length * rnd() ** 3)];
  const paths = [];
  const add = (query) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
    paths.push(`/api/search?${params}`);
  };
  while (paths.length < count) {
    const roll = rnd();
    const row = popular();
    if (roll < 0.2) add({ keyword: pick(COMMON_WORDS) });
    else if (roll < 0.35) add({ keyword: bareTitle(row) });
    else if (roll < 0.45) add({ keyword: bareTitle(row).split(/\s+/).slice(0, 2).join(' ') });
    else if (roll < 0.55) add({ keyword: firstAuthor(row) });
    else if (roll < 0.6) add({ keyword: firstAuthor(row).split(' ').at(-1) });
    else if (roll < 0.7) {
      const words = bareTitle(row).toLowerCase().split(/\s+/).slice(0, 2);
      const at = words.findIndex((w) => w.length >= 4);
      if (at < 0) continue;
      words[at] = typo(words[at], rnd);
      add({ keyword: words.join(' ') });
    } else if (roll < 0.78) add({ category: pick(categories) });
    else if (roll < 0.86) add({ keyword: pick(COMMON_WORDS), category: pick(categories) });
    else if (roll < 0.9) add({ keyword: pick(COMMON_WORDS), availability: 'available' });
    else if (roll < 0.93)
      add({ keyword: pick(COMMON_WORDS), price: pick(['0-500', '500-1000', '1000-2000']) });
    else if (roll < 0.97)
      add({
        keyword: pick(COMMON_WORDS),
        sort: pick(['price_asc', 'price_desc', 'newest', 'discount_desc']),
      });
    else add({ keyword: pick(COMMON_WORDS), page: String(2 + Math.floor(rnd() * 10)) });
  }
  return paths;
}

/**
 * Measures the results page on a started shop: `ctx` gives { seconds, connections, queries }
 * (queries: the catalogue's goodbooks rows). Returns plain data for reportResultsPage.
 */
export async function measureResultsPage(shop, ctx) {
  const rate = Number(process.env.BENCH_RESULTS_RATE ?? 500);
  const categories = await categoryIds(shop.base);
  const paths = resultsPagePaths(ctx.queries, categories);
  const steadyPaths = resultsPagePaths(ctx.queries, categories, 5000, 2929);
  // Warm up the JIT and the database's caches on part of the mix.
  await run(shop.base, paths.slice(0, 500), { duration: 2, connections: ctx.connections });
  await serverTimings(shop.base);
  const saturated = summary(
    await run(shop.base, paths, { duration: ctx.seconds, connections: ctx.connections }),
  );
  const saturatedServer = (await serverTimings(shop.base)).routes['GET /api/search'];
  // Enough connections that the rate holds while some answers take tens of milliseconds
  // (autocannon keeps one request in flight per connection).
  const steady = {
    ...summary(await run(shop.base, steadyPaths, { duration: ctx.seconds, rate, connections: 100 })),
    rate,
  };
  const steadyServer = (await serverTimings(shop.base)).routes['GET /api/search'];
  // The same rate, evenly spaced (openLoop), over a third rotation none of the above asked for.
  const even = await openLoop(shop.base, resultsPagePaths(ctx.queries, categories, 5000, 3030), {
    rate,
    duration: ctx.seconds,
  });
  const evenServer = (await serverTimings(shop.base)).routes['GET /api/search'];
  return {
    distinct: new Set(paths).size,
    count: paths.length,
    saturated,
    saturatedServer,
    steady,
    steadyServer,
    even,
    evenServer,
  };
}

export function reportResultsPage(r) {
  console.log(`GET /api/search with facets, ${r.distinct} distinct queries in a rotation of ${r.count}:`);
  console.log(
    `  saturated  ${r.saturated.rps} req/s   client p99 ${r.saturated.p99} ms   errors ${r.saturated.errors}   ${fmtServer(r.saturatedServer)}`,
  );
  console.log(
    `  at ${r.steady.rate} req/s (fixed)  ${r.steady.rps} req/s   client p99 ${r.steady.p99} ms   errors ${r.steady.errors}   ${fmtServer(r.steadyServer)}   (autocannon: each second's requests in a burst)`,
  );
  console.log(
    `  at ${r.even.rate} req/s (evenly spaced)  ${r.even.rps} req/s   client p50 ${r.even.p50} ms  p99 ${r.even.p99} ms  max ${r.even.max} ms   errors ${r.even.errors}   ${fmtServer(r.evenServer)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_RESULTS_URL;
  const csv = process.env.GOODBOOKS_CSV;
  if (!base || !csv) {
    console.error(
      'usage: BENCH_RESULTS_URL=http://host:port GOODBOOKS_CSV=books.csv node bench/results-page.mjs',
    );
    process.exit(2);
  }
  const result = await measureResultsPage(
    { base },
    {
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
      queries: loadGoodbooks(csv),
    },
  );
  reportResultsPage(result);
}
