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
import { afterEach, expect } from 'vitest';
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

/** Whatever the story shows, portals (menus, dialogs, toasts) included. */
async function matchesBaseline(name: string): Promise<void> {
  // Fonts that are still loading would draw the fallback face; the theme's faces are local files.
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
}

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
  try {
    for (const width of pageWidths) {
      // The whole page, not only its first screen: the frame is made as tall as the page at this width.
      await page.viewport(width, pageHeight);
      const height = Math.min(document.documentElement.scrollHeight, maxPageHeight);
      await page.viewport(width, Math.max(height, pageHeight));
      await matchesBaseline(`${story.id}--${width}`);
    }
  } finally {
    hideToasts.remove();
  }
});
