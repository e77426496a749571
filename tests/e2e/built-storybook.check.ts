/// <reference lib="dom" />
/**
 * Acceptance: "The built Storybook (`npm run build-storybook`) opens every story with no console error."
 *
 * `npm run test:built-storybook` builds the Storybook as that script does, serves it on loopback and opens
 * every story's iframe in Chromium: one `page.goto` per story, a few pages at once, each story at the
 * viewport its `viewport` global asks for (the manager would resize the iframe to it). A story passes when
 * Storybook reports it finished (loaders, render, play function, afterEach with the a11y checks) with status
 * success, no error screen, nothing logged as a console error or thrown uncaught, and every file of the
 * build loaded. Answers of the story's own MSW handlers, failures included, are what the story shows.
 *
 * STORY_FILTER=<text>[,<text>…] checks only the stories whose id contains one of the texts (e.g.
 * `STORY_FILTER=pages-cart--,components-header--`): the whole run takes minutes, a few files of stories
 * take seconds after the build.
 */
// The functions given to page.evaluate and addInitScript run in the browser.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify, stripVTControlCharacters } from 'node:util';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type StaticServer, serveStatic } from './support/static-server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Pages open at once. Each story costs Chromium about 0.7 s of CPU (load, render, play, axe); on 2 cores,
 * 3 pages kept both busy through the stories' waits and ran 65 sampled stories about 12 % faster than 4,
 * which only added switching (2 pages: about as fast as 3).
 */
const parallelPages = 3;
/** A story that has not finished (loaders, render, play, afterEach) by then counts as broken. */
const storyTimeoutMs = 30_000;
/** After an uncaught error a story may still finish; past this it is not waited for any longer. */
const afterUncaughtMs = 2_000;
/** A story without a viewport global: the size Storybook's Vitest plugin gives it in `npm run test:stories`. */
const defaultViewport: Viewport = { width: 1200, height: 900 };

/**
 * Console errors that are the very state a story shows, allowed for that story id only and for that
 * message only. Every other story must log no error at all.
 */
const expectedConsoleErrors: Readonly<Record<string, readonly RegExp[]>> = {};

/**
 * Variables Vitest sets in its own process.env (its import.meta.env, NODE_ENV=test, VITEST…), which a
 * child process inherits. The build must see the environment of `npm run build-storybook`: with VITEST set,
 * .storybook/main.ts leaves out the vanilla-extract plugin (storybookTest() adds it there), and every
 * story then dies on "Styles were unable to be assigned to a file".
 */
const vitestVariables = new Set(['TEST', 'NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'FORCE_TTY']);

function environmentOutsideVitest(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !vitestVariables.has(name) && !name.startsWith('VITEST')),
  );
}

interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

interface Viewport {
  width: number;
  height: number;
}

interface StoryOutcome {
  id: string;
  problems: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stories of a built Storybook's index.json (docs entries have no iframe of their own to check). */
function storiesOf(index: unknown): StoryEntry[] {
  if (!isRecord(index) || !isRecord(index.entries)) {
    throw new Error('index.json has no `entries` object: not a Storybook 7+ build');
  }
  return Object.values(index.entries).flatMap((entry) =>
    isRecord(entry) &&
    entry.type === 'story' &&
    typeof entry.id === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.name === 'string'
      ? [{ id: entry.id, title: entry.title, name: entry.name }]
      : [],
  );
}

/**
 * Asks the preview (its public API: ready, loadStory, getStoryContext) which viewport each story chooses,
 * resolved as Storybook's Vitest plugin does: the `viewport` global's value, else the parameter's
 * `defaultViewport`, looked up in Storybook's minimal viewports and the story's own `options`. Answers
 * `{ width, height, isRotated }` as written, `{ unknown: name }` for a name nowhere defined, nothing for a
 * story without one. A story whose file fails to load is left out: opening it reports that failure.
 */
function chosenViewportsScript(ids: readonly string[]): string {
  return `(async () => {
    const known = ${JSON.stringify(MINIMAL_VIEWPORTS)};
    const preview = window.__STORYBOOK_PREVIEW__;
    await preview.ready();
    const chosen = {};
    for (const storyId of ${JSON.stringify(ids)}) {
      let story;
      try {
        story = await preview.loadStory({ storyId });
      } catch {
        continue;
      }
      const { globals } = preview.getStoryContext(story);
      const parameter = story.parameters.viewport ?? {};
      if (parameter.disable || parameter.disabled) continue;
      const name = globals.viewport?.value ?? parameter.defaultViewport;
      if (!name) continue;
      const option = { ...known, ...parameter.viewports, ...parameter.options }[name];
      chosen[storyId] = option?.styles
        ? { width: option.styles.width, height: option.styles.height, isRotated: globals.viewport?.isRotated === true }
        : { unknown: String(name) };
    }
    return chosen;
  })()`;
}

/** "360px" or "360": the viewport sizes the stories give; anything relative has no size to emulate. */
function pixels(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d+)(px)?$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** Each story's viewport, or why it has none this check can emulate (a problem of that story). */
async function chosenViewports(
  page: Page,
  baseUrl: string,
  stories: readonly StoryEntry[],
): Promise<Map<string, Viewport | string>> {
  await page.goto(`${baseUrl}/iframe.html`);
  const chosen: unknown = await page.evaluate(chosenViewportsScript(stories.map((story) => story.id)));
  const viewports = new Map<string, Viewport | string>();
  if (!isRecord(chosen)) throw new Error(`The preview answered no viewports: ${String(chosen)}`);
  for (const [id, choice] of Object.entries(chosen)) {
    if (!isRecord(choice)) continue;
    const width = pixels(choice.width);
    const height = pixels(choice.height);
    if (typeof choice.unknown === 'string') {
      viewports.set(
        id,
        `asks for viewport "${choice.unknown}", which neither Storybook nor its parameters define`,
      );
    } else if (width === undefined || height === undefined) {
      viewports.set(id, `its viewport is ${String(choice.width)} × ${String(choice.height)}, not in pixels`);
    } else {
      viewports.set(id, choice.isRotated === true ? { width: height, height: width } : { width, height });
    }
  }
  return viewports;
}

/**
 * Runs in every page before Storybook's code: catches Storybook's channel as it is installed and settles
 * `window.__bazaarStoryOutcome` with the first end of the story: `storyFinished` (emitted after loaders,
 * render, play function and afterEach, with the status and the reporters, e.g. the a11y checks), or the
 * events of a story that never gets that far (its file threw while loading, its id is unknown). Only the
 * failed reporters' names leave the page: the a11y report of a story runs to hundreds of kilobytes.
 * Plain JavaScript text: a function would be serialised after the test's transform, helpers included,
 * and those do not exist in the page.
 */
const recordStoryOutcome = `
  (() => {
    let settle;
    const outcome = new Promise((resolve) => { settle = resolve; });
    Object.defineProperty(window, '__bazaarStoryOutcome', { value: outcome });
    let installed;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => installed,
      set(channel) {
        installed = channel;
        if (!channel || typeof channel.on !== 'function') return;
        channel.on('storyFinished', (finished) => settle({
          storyId: finished.storyId,
          status: finished.status,
          failed: (finished.reporters ?? [])
            .filter((report) => report.status === 'failed')
            .map((report) => String(report.type)),
        }));
        channel.on('storyThrewException', (error) => settle({
          status: 'threw',
          message: String(error?.message ?? error),
        }));
        channel.on('storyMissing', (storyId) => settle({ storyId, status: 'missing' }));
      },
    });
  })();
`;

/**
 * Waits for the story's end (see recordStoryOutcome); undefined when it did not come within the story's
 * time, or within a short while after an uncaught error. A page that reloads itself (MSW's `start()` does
 * when a worker is registered but does not control the page) is waited for again.
 */
async function storyEnd(page: Page, uncaught: Promise<void>): Promise<unknown> {
  const deadline = performance.now() + storyTimeoutMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, storyTimeoutMs, undefined);
  });
  const gaveUp = Promise.race([timedOut, uncaught.then(() => undefined)]).then(() => {
    stopped = true;
    return undefined;
  });
  const settled = async (): Promise<unknown> => {
    for (;;) {
      try {
        return await page.evaluate('window.__bazaarStoryOutcome');
      } catch (error) {
        // A reload destroys the document under the evaluation; anything else (a crash) leaves nothing to wait for.
        const reloaded = error instanceof Error && /context was destroyed|navigat/i.test(error.message);
        if (!reloaded || stopped || page.isClosed() || performance.now() > deadline) return undefined;
        await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      }
    }
  };
  try {
    return await Promise.race([settled(), gaveUp]);
  } finally {
    stopped = true;
    clearTimeout(timer);
  }
}

/**
 * Opens a page that stays on the built Storybook while the stories come and go in the other page of the
 * context, once MSW's worker controls the context. MSW's worker unregisters itself when its last page
 * closes (mockServiceWorker.js, CLIENT_CLOSED), so going from story to story in one tab re-registered it
 * every time and raced the unregistration: "Failed to update a ServiceWorker … Not found" from `start()`,
 * or a reload of the story. In Storybook the preview frame stays while stories change, and the worker
 * stays with it, as it does here. False while no worker controls the context yet (a story that failed
 * before its loaders), to be tried again after the next story. The page closes with its context.
 */
async function holdServiceWorker(
  context: BrowserContext,
  storyPage: Page,
  baseUrl: string,
): Promise<boolean> {
  const holder = await context.newPage();
  // Any document in the worker's scope is one of its clients; this one is small and runs no script.
  await holder.goto(`${baseUrl}/favicon.svg`);
  const held = await holder.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!held) await holder.close();
  // A new page is the window's front tab: the story page behind it still runs scripts and requestAnimationFrame
  // but its compositor stops, so CSS animations never start (a toast stays at opacity 0 and fails its story).
  await storyPage.bringToFront();
  return held;
}

/** What is wrong with how a story ended, from its settled outcome (see recordStoryOutcome). */
function endProblems(end: unknown, storyId: string, afterUncaught: boolean): string[] {
  if (end === undefined) {
    return [
      afterUncaught
        ? `did not finish within ${afterUncaughtMs / 1000} s of the uncaught error`
        : `did not finish (waited up to ${storyTimeoutMs / 1000} s)`,
    ];
  }
  if (!isRecord(end)) return [`ended with an outcome Storybook does not send: ${String(end)}`];
  if (end.status === 'success' && end.storyId === storyId) return [];
  if (end.status === 'threw') return [`Storybook caught an error rendering it: ${String(end.message)}`];
  if (end.status === 'missing') return ['Storybook has no such story'];
  if (end.storyId !== storyId) return [`finished as another story: ${String(end.storyId)}`];
  const failed = Array.isArray(end.failed) ? end.failed.map(String).join(', ') : '';
  return [`finished with status ${String(end.status)} (failed: ${failed || '–'})`];
}

/** Opens one story's iframe and says everything that went wrong while it loaded, rendered and played. */
async function checkStory(
  page: Page,
  baseUrl: string,
  story: StoryEntry,
  reachedServer: ReadonlySet<string>,
): Promise<StoryOutcome> {
  const problems: string[] = [];
  const consoleErrors: ConsoleMessage[] = [];
  const answeredByMocks = new Set<string>();
  const failedRequests: Request[] = [];
  const failedResponses: Response[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message);
  };
  // A story that threw outside React (e.g. while its modules load) may never finish: after an uncaught
  // error, give it a moment to finish, then stop waiting instead of sitting out the whole timeout.
  let afterUncaught = false;
  let stopWaiting: () => void = () => {};
  const uncaught = new Promise<void>((resolve) => {
    stopWaiting = () => {
      afterUncaught = true;
      setTimeout(resolve, afterUncaughtMs);
    };
  });
  const onPageError = (error: Error) => {
    problems.push(`uncaught: ${error.message}`);
    stopWaiting();
  };
  const onRequestFailed = (request: Request) => failedRequests.push(request);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failedResponses.push(response);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    const end = await storyEnd(page, uncaught);
    const screen = await page.evaluate(() => ({
      errorShown: document.body.classList.contains('sb-show-errordisplay'),
      errorText: [document.getElementById('error-message'), document.getElementById('error-stack')]
        .map((element) => element?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join('\n')
        .slice(0, 600),
      rootFilled: (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0,
    }));
    problems.push(...endProblems(end, story.id, afterUncaught));
    if (screen.errorShown) problems.push(`Storybook shows an error: ${screen.errorText}`);
    if (!screen.rootFilled) problems.push('#storybook-root is empty');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  // Once MSW runs, every request of the page goes through its service worker, the build's own files too
  // (passed through to the server). A request the server saw is the build's; one of this origin that never
  // reached it was answered by the story's handlers, failures included: a 500, an unreachable API.
  const reachedTheServer = (href: string) => {
    const url = new URL(href);
    return url.origin === baseUrl && reachedServer.has(url.pathname + url.search);
  };
  for (const response of failedResponses) {
    if (response.fromServiceWorker() && !reachedTheServer(response.url())) {
      answeredByMocks.add(response.url());
    } else {
      problems.push(`HTTP ${response.status()} from the built Storybook: ${response.url()}`);
    }
  }
  for (const request of failedRequests) {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Aborted by the page itself (a superseded fetch, an image replaced) or by leaving the story.
    if (reason === 'net::ERR_ABORTED') continue;
    if (new URL(request.url()).origin === baseUrl && !reachedTheServer(request.url())) {
      answeredByMocks.add(request.url());
    } else {
      problems.push(`request failed: ${request.url()} (${reason})`);
    }
  }
  const allowed = expectedConsoleErrors[story.id] ?? [];
  for (const message of consoleErrors) {
    const { url } = message.location();
    // The iframe is opened here as a page of its own, and Chromium asks a page for /favicon.ico; inside
    // Storybook it is a frame, which never does.
    if (url === `${baseUrl}/favicon.ico`) continue;
    // Chromium logs every failed load; one the story's mocks answered is the state the story shows.
    if (message.text().startsWith('Failed to load resource:') && answeredByMocks.has(url)) continue;
    // storybook/test's expect colours its messages for a terminal, and Testing Library's append the whole
    // document, which says nothing the story id does not.
    const said = stripVTControlCharacters(message.text()).split('\n\nIgnored nodes:')[0] ?? '';
    const text = url ? `${said} (${url})` : said;
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text.slice(0, 600)}`);
  }
  return { id: story.id, problems };
}

describe('the built Storybook', () => {
  let outDir: string;
  let server: StaticServer;
  let browser: Browser;
  let stories: StoryEntry[];
  let buildSeconds: number;
  /** Path and query of every request that reached the static server, i.e. that no service worker answered. */
  const reachedServer = new Set<string>();

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'bazaar-storybook-'));
    const started = performance.now();
    try {
      await run('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...environmentOutsideVitest(), STORYBOOK_DISABLE_TELEMETRY: '1' },
      });
    } catch (error) {
      const output =
        error instanceof Error && 'stdout' in error && 'stderr' in error
          ? `${String(error.stdout)}\n${String(error.stderr)}`
          : String(error);
      throw new Error(`storybook build failed:\n${output}`);
    }
    buildSeconds = (performance.now() - started) / 1000;
    const filters = (process.env.STORY_FILTER ?? '').split(',').filter(Boolean);
    stories = storiesOf(JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8'))).filter(
      (story) => filters.length === 0 || filters.some((filter) => story.id.includes(filter)),
    );
    // The build does not change while it is served: each page keeps the bundle (1 MB of preview script,
    // axe, fonts) after its first story instead of fetching and compiling it again for every story.
    server = await serveStatic(outDir, { cacheable: true, onRequest: (url) => reachedServer.add(url) });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('ships the MSW service worker and an index of stories', () => {
    console.info(`storybook build: ${buildSeconds.toFixed(1)} s, ${stories.length} stories`);
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(true);
    expect(stories.length).toBeGreaterThan(0);
  });

  it('opens every story without a console error, an uncaught error, a failed request or an error screen', async () => {
    const started = performance.now();
    const lookup = await browser.newPage();
    const viewports = await chosenViewports(lookup, server.url, stories).finally(() => lookup.close());
    const queue = [...stories];
    const outcomes: StoryOutcome[] = [];
    // One browser context per page: its own MSW service worker registration and storage, as stories
    // clear and fill localStorage.
    await Promise.all(
      Array.from({ length: parallelPages }, async () => {
        const context = await browser.newContext({ viewport: defaultViewport });
        await context.addInitScript({ content: recordStoryOutcome });
        let page = await context.newPage();
        let serviceWorkerHeld = false;
        try {
          for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
            const viewport = viewports.get(story.id) ?? defaultViewport;
            if (typeof viewport === 'string') {
              outcomes.push({ id: story.id, problems: [viewport] });
              continue;
            }
            const current = page.viewportSize();
            if (current?.width !== viewport.width || current.height !== viewport.height) {
              await page.setViewportSize(viewport);
            }
            try {
              outcomes.push(await checkStory(page, server.url, story, reachedServer));
            } catch (error) {
              // The page crashed or could not navigate: say so for this story, go on in a new page.
              outcomes.push({
                id: story.id,
                problems: [`could not be opened: ${String(error)}`.slice(0, 600)],
              });
              await page.close();
              page = await context.newPage();
              continue;
            }
            // After the first story, which registered MSW's worker as a fresh browser does.
            if (!serviceWorkerHeld) serviceWorkerHeld = await holdServiceWorker(context, page, server.url);
            if (outcomes.length % 100 === 0) {
              const elapsed = ((performance.now() - started) / 1000).toFixed(0);
              console.info(`${outcomes.length}/${stories.length} stories checked, ${elapsed} s`);
            }
          }
        } finally {
          await context.close();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const broken = outcomes
      .filter((outcome) => outcome.problems.length > 0)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((outcome) => `${outcome.id}\n  ${outcome.problems.join('\n  ')}`);
    console.info(
      `${outcomes.length} stories checked in ${seconds.toFixed(1)} s with ${parallelPages} pages: ` +
        `${broken.length} with problems`,
    );

    expect(outcomes.map((outcome) => outcome.id).sort()).toEqual(stories.map((story) => story.id).sort());
    expect(broken, `${broken.length} stories with errors:\n${broken.join('\n')}`).toEqual([]);
  }, 1_800_000);
});
