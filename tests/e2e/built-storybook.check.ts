/// <reference lib="dom" />
// The functions given to page.evaluate and addInitScript run in the browser.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type StaticServer, serveStatic } from './support/static-server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Pages open at once: enough to keep both cores busy while one page waits on its network. */
const parallelPages = 4;
/** A story that has not finished (loaders, render, play, afterEach) by then counts as broken. */
const storyTimeoutMs = 30_000;

/**
 * Console errors that are the very state a story shows, allowed for that story id only and for that
 * message only. Every other story must log no error at all.
 */
const expectedConsoleErrors: Readonly<Record<string, readonly RegExp[]>> = {};

interface StoryEntry {
  id: string;
  title: string;
  name: string;
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
 * Runs in every page before Storybook's code: catches Storybook's channel as it is installed and keeps
 * the last `storyFinished` event (emitted after loaders, render, play function and afterEach, with the
 * story's status and its reporters, e.g. the a11y checks). Plain JavaScript text: a function would be
 * serialised after the test's transform, helpers included, and those do not exist in the page.
 */
const recordStoryFinished = `
  let installed;
  const subscribed = new WeakSet();
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => installed,
    set(next) {
      installed = next;
      if (next && typeof next.on === 'function' && !subscribed.has(next)) {
        subscribed.add(next);
        next.on('storyFinished', (payload) => { window.__bazaarStoryFinished = payload; });
      }
    },
  });
`;

/** Opens one story's iframe and says everything that went wrong while it loaded, rendered and played. */
async function checkStory(page: Page, baseUrl: string, story: StoryEntry): Promise<StoryOutcome> {
  const problems: string[] = [];
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The iframe is opened here as a page of its own, and Chromium asks a page for /favicon.ico; inside
    // Storybook it is a frame, which never does.
    if (url === `${baseUrl}/favicon.ico`) return;
    consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  };
  // A story that threw outside React (e.g. while its modules load) may never finish: after an uncaught
  // error, give it a moment to finish, then stop waiting instead of sitting out the whole timeout.
  let stopWaiting: () => void = () => {};
  const uncaught = new Promise<undefined>((resolve) => {
    stopWaiting = () => setTimeout(() => resolve(undefined), 2_000);
  });
  const onPageError = (error: Error) => {
    problems.push(`uncaught: ${error.message}`);
    stopWaiting();
  };
  const onRequestFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Aborted by the page itself (a superseded fetch, an image replaced) or by leaving the story.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  };
  const onResponse = (response: { status(): number; url(): string; fromServiceWorker(): boolean }) => {
    // Answers from MSW are the story's own mocks, failures included (a story of a failed request).
    if (response.status() >= 400 && !response.fromServiceWorker()) {
      problems.push(`HTTP ${response.status()} from the built Storybook: ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    const finished: unknown = await Promise.race([
      page
        .waitForFunction(
          // Text, not a function: see recordStoryFinished.
          `window.__bazaarStoryFinished?.storyId === ${JSON.stringify(story.id)} && window.__bazaarStoryFinished`,
          undefined,
          { timeout: storyTimeoutMs, polling: 50 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => undefined),
      uncaught,
    ]);
    const screen = await page.evaluate(() => ({
      errorShown: document.body.classList.contains('sb-show-errordisplay'),
      errorText: [document.getElementById('error-message'), document.getElementById('error-stack')]
        .map((element) => element?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join('\n')
        .slice(0, 600),
      rootFilled: (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0,
    }));
    if (finished === undefined) {
      problems.push(`did not finish (waited up to ${storyTimeoutMs / 1000} s)`);
    } else if (isRecord(finished) && finished.status !== 'success') {
      const failed = Array.isArray(finished.reporters)
        ? finished.reporters
            .filter((report) => isRecord(report) && report.status === 'failed')
            .map((report) => (isRecord(report) ? String(report.type) : '?'))
        : [];
      problems.push(`finished with status ${String(finished.status)} (failed: ${failed.join(', ') || '–'})`);
    }
    if (screen.errorShown) problems.push(`Storybook shows an error: ${screen.errorText}`);
    if (!screen.rootFilled) problems.push('#storybook-root is empty');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  const allowed = expectedConsoleErrors[story.id] ?? [];
  for (const text of consoleErrors) {
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

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'bazaar-storybook-'));
    const started = performance.now();
    try {
      await run('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      });
    } catch (error) {
      const output =
        error instanceof Error && 'stdout' in error && 'stderr' in error
          ? `${String(error.stdout)}\n${String(error.stderr)}`
          : String(error);
      throw new Error(`storybook build failed:\n${output}`);
    }
    buildSeconds = (performance.now() - started) / 1000;
    stories = storiesOf(JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')));
    server = await serveStatic(outDir);
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
    const queue = [...stories];
    const outcomes: StoryOutcome[] = [];
    const started = performance.now();
    // One browser context per worker: its own MSW service worker registration and storage.
    await Promise.all(
      Array.from({ length: parallelPages }, async () => {
        const context = await browser.newContext();
        await context.addInitScript({ content: recordStoryFinished });
        const page = await context.newPage();
        try {
          for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
            outcomes.push(await checkStory(page, server.url, story));
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
    console.info(`${outcomes.length} stories checked in ${seconds.toFixed(1)} s with ${parallelPages} pages`);

    expect(outcomes.map((outcome) => outcome.id).sort()).toEqual(stories.map((story) => story.id).sort());
    const broken = outcomes
      .filter((outcome) => outcome.problems.length > 0)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((outcome) => `${outcome.id}\n  ${outcome.problems.join('\n  ')}`);
    expect(broken, `${broken.length} stories with errors:\n${broken.join('\n')}`).toEqual([]);
  }, 1_800_000);
});
