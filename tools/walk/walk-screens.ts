/**
 * A walk of every screen, as a seller would take it before saying a change is done: every route
 * of the route table on the demo organisation (with real records behind each :id) and on a new,
 * empty organisation, at 1440 px in light mode and at 360 px in dark mode, reporting page errors,
 * console errors, answers of 500 and above, and pages wider than the screen. The browser tests
 * hold each journey; this looks at everything at once on the data a seller sees first.
 *
 *   npm start                # on a new DATA_DIR: it logs the demo account
 *   npm run walk -- http://127.0.0.1:3000 demo@example.com <password>
 *
 * Uses Debian's chromium (/usr/bin/chromium, or WALK_CHROMIUM). Prints one line per finding and
 * a summary; exits 1 when anything was found. WALK_API=1 also prints the API reads each screen
 * makes on first load (the demo at 1440 px): the list the screens bench times (apps/server/bench).
 */
/// <reference lib="dom" />
import { type RouteName, STORAGE_KEY_SETTINGS, type WebRoute, webRoutes } from '@backoffice/shared';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', demoEmail, demoPassword] = process.argv.slice(2);
if (!demoEmail || !demoPassword) {
  console.error('usage: npm run walk -- <url> <demo email> <demo password>');
  process.exit(2);
}

interface Finding {
  where: string;
  what: string;
}
const routes: Record<RouteName, WebRoute> = webRoutes;
const findings: Finding[] = [];
let visits = 0;
/** WALK_API: each route's first-load API reads, with the organisation and record ids as placeholders. */
const apiReads = new Map<string, Set<string>>();

const MODES = [
  { name: '1440 light', viewport: { width: 1440, height: 900 }, dark: false },
  { name: '360 dark', viewport: { width: 360, height: 740 }, dark: true },
] as const;

async function signedInContext(
  browser: Browser,
  mode: (typeof MODES)[number],
  signIn: (context: BrowserContext) => Promise<string>,
): Promise<{ context: BrowserContext; ulid: string }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: mode.viewport });
  if (mode.dark)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEY_SETTINGS,
      JSON.stringify({ darkModeSystem: false, darkMode: true }),
    ] as const);
  return { context, ulid: await signIn(context) };
}

/** JSON over HTTP with the context's cookies, as the web app sends it. */
async function call<T>(context: BrowserContext, method: string, path: string, data?: unknown): Promise<T> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await context.request.fetch(path, {
    method,
    data,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

type Me = { data: { current_organisation: { ulid: string } | null } };

const signInAs = (email: string, password: string) => async (context: BrowserContext) => {
  await context.request.get('/sanctum/csrf-cookie');
  await call(context, 'POST', '/api/fortify/login', { email, password });
  const me = await call<Me>(context, 'GET', '/api/users/me');
  if (!me.data.current_organisation) throw new Error(`${email} has no organisation`);
  return me.data.current_organisation.ulid;
};

/** A new seller with a new, empty organisation (one per walk: each mode signs up again). */
const signUpNew = async (context: BrowserContext) => {
  const email = `walk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await context.request.get('/sanctum/csrf-cookie');
  const password = 'walk-the-screens-1';
  const { data } = await call<Me>(context, 'POST', '/api/fortify/register', {
    name: 'Walking Seller',
    email,
    password,
    password_confirmation: password,
    organisation_name: 'An Empty Organisation',
  });
  if (!data.current_organisation) throw new Error('registering made no organisation');
  return data.current_organisation.ulid;
};

/** The first record of each resource a route's :id names, from the organisation's own lists. */
async function recordIds(context: BrowserContext, ulid: string): Promise<Record<string, string | number>> {
  const ids: Record<string, string | number> = {};
  const resources: [string, string][] = [
    ['products', 'id'],
    ['skus', 'id'],
    ['suppliers', 'id'],
    ['warehouses', 'ulid'],
    ['fulfillment-centers', 'id'],
    ['sales-channels', 'id'],
    ['report-sources', 'id'],
    ['report-requests', 'id'],
    ['purchase-orders', 'id'],
    ['transfers', 'id'],
    ['store-orders', 'id'],
    ['disputes', 'id'],
    ['shipments', 'id'],
  ];
  for (const [resource, key] of resources) {
    const list = await call<{ data: Record<string, string | number>[] }>(
      context,
      'GET',
      `/api/organisations/${ulid}/${resource}?per_page=1`,
    ).catch(() => ({ data: [] }));
    const first = list.data[0];
    if (first?.[key] !== undefined) ids[resource] = first[key];
  }
  return ids;
}

function urlOf(name: RouteName, ulid: string, ids: Record<string, string | number>): string | undefined {
  let missing = false;
  const url = webRoutes[name].path.replace(/([^/]*)\/:([a-zA-Z]+)/g, (_, resource: string, key: string) => {
    if (key === 'organisation') return `${resource}/${ulid}`;
    if (key === 'token') return `${resource}/a-walk-token`;
    const id = ids[resource];
    if (id === undefined) missing = true;
    return `${resource}/${id}`;
  });
  return missing ? undefined : url;
}

async function visit(page: Page, where: string, url: string): Promise<void> {
  visits += 1;
  await page.goto(url, { waitUntil: 'networkidle' }).catch((error: Error) => {
    findings.push({ where, what: `did not load: ${error.message.split('\n')[0]}` });
  });
  await page
    .locator('.spinner-border, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => findings.push({ where, what: 'still loading after 15 s' }));
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (sideways > 0) findings.push({ where, what: `scrolls sideways by ${sideways} px` });
  if ((await page.locator('h1').count()) === 0) findings.push({ where, what: 'no heading' });
}

async function walk(browser: Browser, label: string, signIn: (context: BrowserContext) => Promise<string>) {
  for (const mode of MODES) {
    const { context, ulid } = await signedInContext(browser, mode, signIn);
    const ids = await recordIds(context, ulid);
    const page = await context.newPage();
    let where = '';
    page.on('pageerror', (error) => findings.push({ where, what: `page error: ${error.message}` }));
    page.on('console', (message) => {
      if (message.type() === 'error') findings.push({ where, what: `console error: ${message.text()}` });
    });
    page.on('response', (response) => {
      if (response.status() >= 500)
        findings.push({
          where,
          what: `${response.status()} from ${response.request().method()} ${response.url()}`,
        });
    });
    let reads: Set<string> | undefined;
    const recording = Boolean(process.env.WALK_API) && label === 'demo' && mode === MODES[0];
    if (recording)
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname + new URL(request.url()).search;
        if (request.method() === 'GET' && path.startsWith('/api/')) reads?.add(placeholders(path, ulid, ids));
      });
    for (const name of Object.keys(webRoutes) as RouteName[]) {
      if (routes[name].public) continue;
      const url = urlOf(name, ulid, ids);
      if (!url) continue;
      if (recording) {
        reads = new Set();
        apiReads.set(name, reads);
      }
      where = `${label}, ${mode.name}: ${name} ${url}`;
      await visit(page, where, url);
    }
    await context.close();
  }
}

function placeholders(path: string, ulid: string, ids: Record<string, string | number>): string {
  let out = path.replace(ulid, '{organisation}');
  for (const [resource, id] of Object.entries(ids))
    out = out.replace(new RegExp(`/${resource}/${id}(?=[/?]|$)`), `/${resource}/{${resource}}`);
  return out;
}

const browser = await chromium.launch({ executablePath: process.env.WALK_CHROMIUM ?? '/usr/bin/chromium' });
try {
  await walk(browser, 'demo', signInAs(demoEmail, demoPassword));
  await walk(browser, 'empty', signUpNew);
} finally {
  await browser.close();
}
for (const [name, reads] of apiReads) console.log(`${name}\n  ${[...reads].join('\n  ')}`);
for (const finding of findings) console.log(`${finding.where}\n  ${finding.what}`);
console.log(`${visits} visits, ${findings.length} findings`);
process.exit(findings.length > 0 ? 1 : 0);
