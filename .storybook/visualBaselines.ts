/**
 * Visual baselines: the offline half of the visual review (`npm run chromatic` publishes the other half).
 *
 * After a story tagged `visual` has rendered and played (`npm run test:visual`), what it draws is
 * compared with a committed screenshot in tests/visual-baselines/, so a change in how something looks
 * fails the tests until the baselines are updated on purpose with `npm run test:visual:update`.
 *
 * - A component's story (`Components/…`, usually its Matrix) is taken once, at the story's own viewport.
 * - A page's story (`Pages/…`, `Layout/…`) is taken at 375 px and at 1280 px wide: one story per language
 *   is tagged, so each page's main state is held in both languages at both widths.
 *
 * Runs only inside Vitest (this file is one of its setup files), never in Storybook itself.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The widths every tagged page is held at: the smallest phone the shop supports, and a desktop. */
const pageWidths = [375, 1280] as const;
const pageHeight = 900;
/** Longer pages are held down to this height; .storybook/vitest.config.ts makes the window taller. */
const maxPageHeight = 5000;

interface VisualStory {
  id: string;
  tags: string[];
}

/** Storybook's Vitest plugin leaves the composed story on the test's context (`context.story`). */
function storyOf(context: object): VisualStory | undefined {
  if (!('story' in context)) return undefined;
  const story = context.story;
  // A composed story is a function (it renders) with the story's fields on it.
  if (typeof story !== 'function' && (typeof story !== 'object' || story === null)) return undefined;
  if (!('id' in story && 'tags' in story)) return undefined;
  const { id, tags } = story;
  if (typeof id !== 'string' || !Array.isArray(tags)) return undefined;
  return { id, tags: tags.filter((tag): tag is string => typeof tag === 'string') };
}

/**
 * Every face the theme declares, loaded before a story renders. A face loads only once some text needs it, so
 * without this a story drew in its final face or in the fallback depending on what the stories before it
 * had shown (a Hindi page loads Devanagari, a heading the 700 weight), and its screenshot changed with the
 * order the files ran in. Loaded after the story has rendered is not enough: Chromium lays out a native
 * <select>'s text once, and the header's moved a pixel depending on whether its face had arrived by then.
 * The faces are local files: loading all of them takes milliseconds.
 */
async function allFacesLoaded(): Promise<void> {
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    faces.push(face);
  });
  await Promise.all(faces.map((face) => face.load()));
  await document.fonts.ready;
}

/** Waits for the browser to lay out and paint what changed: two animation frames. */
async function painted(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
}

/**
 * Resizes the story's frame and waits until the document has taken the new size: `page.viewport` answers
 * before the frame has been laid out again, and a height read at once was the previous story's.
 */
async function resizeFrame(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  await expect.poll(() => [window.innerWidth, window.innerHeight]).toEqual([width, height]);
  await painted();
}

/** How long the page's height must hold still before it is taken as the page's. */
const settledForMs = 250;

/**
 * The page's height once it holds still, in a frame of a fixed size: a story whose data arrives after its
 * play function (a cart loading on a slow first run) grows after its height is first read, and a frame
 * fitted to the first height cut the rest of the page off. (The frame cannot be refitted as the page grows:
 * a page with a `100vh` minimum and anything above it grows with every refit.)
 */
async function settledPageHeight(): Promise<number> {
  const heightNow = () => document.documentElement.scrollHeight;
  let height = heightNow();
  let steadySince = performance.now();
  // A page that never holds still is taken as it is after 5 s; its screenshot then shows whatever moves.
  const giveUpAt = steadySince + 5000;
  while (performance.now() - steadySince < settledForMs && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (heightNow() !== height) {
      height = heightNow();
      steadySince = performance.now();
    }
  }
  return Math.min(height, maxPageHeight);
}

/** Whatever the story shows, portals (menus, dialogs, toasts) included, from the top of the document. */
async function matchesBaseline(name: string): Promise<void> {
  await allFacesLoaded();
  // A play function that focused or clicked something low on the page leaves the document scrolled.
  window.scrollTo(0, 0);
  await painted();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    // What depends on the clock (a countdown) is marked as Chromatic's review expects it, and masked here too.
    screenshotOptions: {
      animations: 'disabled',
      caret: 'hide',
      mask: [...document.querySelectorAll('[data-chromatic="ignore"]')],
    },
    // Chromium draws the text of the header's native <select> a pixel apart from one run to the next (about
    // 40 pixels of its letters' edges); a change anyone could see, a colour or a margin, moves thousands.
    comparatorName: 'pixelmatch',
    // Two identical screenshots in a row are needed before comparing; a 4,000-pixel-tall page on a busy
    // machine took longer than the default 5 s to give them.
    timeout: 15_000,
    comparatorOptions: { allowedMismatchedPixels: 100 },
  });
}

beforeEach(allFacesLoaded);

afterEach(async (context) => {
  const story = storyOf(context);
  if (story === undefined || !story.tags.includes('visual') || context.task.result?.state === 'fail') return;
  // Story ids start with the title's path: components-productcard--matrix, pages-about--english.
  if (story.id.startsWith('components-') || story.id.startsWith('foundations-')) {
    await matchesBaseline(story.id);
    return;
  }
  // A toast comes and goes on its own clock, so whether a page's screenshot has one is a race: on pages they
  // are left out (Radix marks each toast with data-swipe-direction). The Toaster's own baseline holds them.
  const hideToasts = document.createElement('style');
  hideToasts.textContent = '[data-swipe-direction] { visibility: hidden !important; }';
  document.head.append(hideToasts);
  // The stories after this one (in this file or the next: every file shares the frame) start at the size
  // they would have had without the screenshots.
  const frame = { width: window.innerWidth, height: window.innerHeight };
  try {
    for (const width of pageWidths) {
      // The whole page, not only its first screen: the frame is made as tall as the page at this width.
      await resizeFrame(width, pageHeight);
      await resizeFrame(width, Math.max(await settledPageHeight(), pageHeight));
      await matchesBaseline(`${story.id}--${width}`);
    }
  } finally {
    hideToasts.remove();
    await resizeFrame(frame.width, frame.height);
  }
});
