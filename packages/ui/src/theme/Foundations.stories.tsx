import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../messages/LanguageProvider';
import { badge, badgeTones } from '../recipes/badge.css';
import { button, buttonSizes, buttonVariants } from '../recipes/button.css';
import { card, cardElevations } from '../recipes/card.css';
import { smallNote } from '../recipes/note.css';
import { text, textSizes, textTones } from '../recipes/text.css';
import { breakpoints, mediaQueries, viewportOf, viewports } from './breakpoints';
import * as styles from './Foundations.stories.css';
import { devanagariFamily, fontWeights, latinFamily } from './fonts.css';
import { cluster, stack } from './layout';
import { lightTokens, vars } from './lightTheme.css';
import { sprinkles } from './sprinkles.css';

type ColorRole = keyof typeof lightTokens.color;

const colorGroups: ReadonlyArray<{ title: string; roles: readonly ColorRole[] }> = [
  {
    title: 'Surfaces',
    roles: ['page', 'surface', 'surfaceSunken', 'surfaceRaised', 'surfaceHover', 'overlay'],
  },
  {
    title: 'Text and lines',
    roles: ['text', 'textMuted', 'textDisabled', 'link', 'linkHover', 'border', 'borderStrong', 'focusRing'],
  },
  {
    title: 'Brand and accent',
    roles: [
      'brand',
      'brandStrong',
      'brandSubtle',
      'onBrand',
      'accent',
      'accentStrong',
      'accentSubtle',
      'onAccent',
    ],
  },
  {
    title: 'Feedback',
    roles: [
      'success',
      'successSubtle',
      'onSuccess',
      'onSuccessSubtle',
      'warning',
      'warningSubtle',
      'onWarning',
      'onWarningSubtle',
      'danger',
      'dangerStrong',
      'dangerSubtle',
      'onDanger',
      'onDangerSubtle',
      'info',
      'infoSubtle',
      'onInfo',
      'onInfoSubtle',
    ],
  },
  {
    title: 'Order status badges',
    roles: ['badgeGreen', 'onBadgeGreen', 'badgeYellow', 'onBadgeYellow', 'badgeBlue', 'onBadgeBlue'],
  },
  {
    title: 'Shop',
    roles: [
      'discount',
      'onDiscount',
      'inverse',
      'onInverse',
      'star',
      'starEmpty',
      'placeholder',
      'placeholderInk',
    ],
  },
];

/** The pairs the theme promises: 4.5:1 for text (WCAG 1.4.3), 3:1 for icons, borders and focus (1.4.11). */
const contrastPairs: ReadonlyArray<readonly [foreground: ColorRole, background: ColorRole, minimum: number]> =
  [
    ['text', 'page', 4.5],
    ['text', 'surface', 4.5],
    ['text', 'surfaceSunken', 4.5],
    ['text', 'surfaceHover', 4.5],
    ['textMuted', 'page', 4.5],
    ['textMuted', 'surface', 4.5],
    ['textMuted', 'surfaceSunken', 4.5],
    ['textMuted', 'surfaceHover', 4.5],
    ['link', 'page', 4.5],
    ['link', 'surface', 4.5],
    ['link', 'surfaceSunken', 4.5],
    ['linkHover', 'surface', 4.5],
    ['brand', 'page', 4.5],
    ['brand', 'surfaceSunken', 4.5],
    ['onBrand', 'brand', 4.5],
    ['onBrand', 'brandStrong', 4.5],
    ['brandStrong', 'brandSubtle', 4.5],
    ['accent', 'surface', 4.5],
    ['onAccent', 'accent', 4.5],
    ['accentStrong', 'accentSubtle', 4.5],
    ['success', 'surface', 4.5],
    ['onSuccess', 'success', 4.5],
    ['onSuccessSubtle', 'successSubtle', 4.5],
    ['warning', 'surface', 4.5],
    ['onWarning', 'warning', 4.5],
    ['onWarningSubtle', 'warningSubtle', 4.5],
    ['danger', 'page', 4.5],
    ['danger', 'surface', 4.5],
    ['onDanger', 'danger', 4.5],
    ['onDanger', 'dangerStrong', 4.5],
    ['onDangerSubtle', 'dangerSubtle', 4.5],
    ['info', 'surface', 4.5],
    ['onInfo', 'info', 4.5],
    ['onInfoSubtle', 'infoSubtle', 4.5],
    ['onBadgeGreen', 'badgeGreen', 4.5],
    ['onBadgeYellow', 'badgeYellow', 4.5],
    ['onBadgeBlue', 'badgeBlue', 4.5],
    ['onDiscount', 'discount', 4.5],
    ['onInverse', 'inverse', 4.5],
    ['star', 'surface', 3],
    ['borderStrong', 'surface', 3],
    ['borderStrong', 'page', 3],
    ['focusRing', 'page', 3],
    ['focusRing', 'surface', 3],
    ['focusRing', 'surfaceSunken', 3],
  ];

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className={stack({ gap: 'md' })} aria-label={title}>
      <h2 className={sprinkles({ margin: 'none', fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })}>
        {title}
      </h2>
      {note ? <p className={smallNote}>{note}</p> : null}
      {children}
    </section>
  );
}

const meta = {
  title: 'Foundations/Overview',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className={styles.page}>
      {colorGroups.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul className={styles.swatches}>
            {group.roles.map((role) => (
              <li key={role} className={cluster({ gap: 'sm', minWidth: '0' })}>
                <span
                  className={sprinkles({
                    flexShrink: '0',
                    width: 'touchTarget',
                    height: 'touchTarget',
                    borderRadius: 'md',
                    border: 'strong',
                  })}
                  style={{ backgroundColor: vars.color[role] }}
                />
                <span>
                  <code
                    className={sprinkles({
                      display: 'block',
                      fontSize: 'sm',
                      fontWeight: 'medium',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {role}
                  </code>
                  <span className={sprinkles({ display: 'block', color: 'textMuted', fontSize: 'xs' })}>
                    {lightTokens.color[role]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section title="Contrast" note="Each pair as the light theme draws it, with its WCAG contrast ratio.">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Sample
              </th>
              <th scope="col" className={styles.cell}>
                Text or mark
              </th>
              <th scope="col" className={styles.cell}>
                On
              </th>
              <th scope="col" className={styles.cell}>
                Ratio
              </th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map(([foreground, background, minimum]) => (
              <tr key={`${foreground}-${background}`}>
                <td className={styles.cell}>
                  {minimum === 4.5 ? (
                    <span
                      className={sprinkles({
                        display: 'inline-block',
                        paddingY: 'xxs',
                        paddingX: 'sm',
                        borderRadius: 'sm',
                        border: 'hairline',
                      })}
                      style={{ color: vars.color[foreground], backgroundColor: vars.color[background] }}
                    >
                      Aa अ
                    </span>
                  ) : null}
                </td>
                <td className={styles.cell}>
                  <code>{foreground}</code>
                </td>
                <td className={styles.cell}>
                  <code>{background}</code>
                </td>
                <td className={styles.cell}>
                  {contrastRatio(lightTokens.color[foreground], lightTokens.color[background]).toFixed(2)} (≥{' '}
                  {minimum})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = colorGroups.flatMap((group) => group.roles);
    // Every colour of the theme is on this page, once.
    await expect([...shown].sort()).toEqual(Object.keys(lightTokens.color).sort());
    for (const [foreground, background, minimum] of contrastPairs) {
      const ratio = contrastRatio(lightTokens.color[foreground], lightTokens.color[background]);
      await expect({ foreground, background, passes: ratio >= minimum }).toEqual({
        foreground,
        background,
        passes: true,
      });
    }
    await expect(canvas.getByRole('region', { name: 'Order status badges' })).toBeVisible();
  },
};

function TypeScale() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <Section
        title="Type scale"
        note="The text recipe: each size with its line height. xl and larger grow with the viewport (360 px to 1280 px wide); Hindi gets taller lines."
      >
        {[...textSizes].reverse().map((size) => (
          <div key={size} className={styles.typeRow}>
            <code>{size}</code>
            <p
              className={text({ size, weight: size.startsWith('xx') ? 'bold' : 'regular' })}
              data-size={size}
            >
              {messages.home.title}
            </p>
          </div>
        ))}
      </Section>
      <Section title="Weights and tones">
        {(['regular', 'medium', 'bold'] as const).map((weight) => (
          <div key={weight} className={styles.typeRow}>
            <code>{weight}</code>
            <p className={text({ weight })}>
              {messages.product.addToCart} · {messages.header.allCategory}
            </p>
          </div>
        ))}
        {textTones.map((tone) => (
          <div key={tone} className={styles.typeRow}>
            <code>{tone}</code>
            <p className={text({ tone })}>{messages.header.whatDoYouNeed}</p>
          </div>
        ))}
      </Section>
    </div>
  );
}

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const samples = canvas.getAllByText("Shop India's marketplace");
    await expect(samples).toHaveLength(textSizes.length);
    const [largest] = samples;
    await expect(getComputedStyle(largest as HTMLElement).fontFamily).toMatch(
      /^"Noto Sans", "Noto Sans Devanagari"/,
    );
  },
};

export const TypographyInHindi: Story = {
  globals: { language: 'hindi' },
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const samples = canvas.getAllByText('भारत के बाज़ार में ख़रीदारी करें');
    await expect(samples).toHaveLength(textSizes.length);
    // <html lang="hi"> raises the line heights for Devanagari's stacked vowel signs.
    const body = canvasElement.querySelector<HTMLElement>('[data-size="md"]') as HTMLElement;
    const fontSize = Number.parseFloat(getComputedStyle(body).fontSize);
    await expect(Number.parseFloat(getComputedStyle(body).lineHeight) / fontSize).toBeCloseTo(1.65, 2);
  },
};

const spaceSteps = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

export const Spacing: Story = {
  render: () => (
    <div className={styles.page}>
      <Section title="Space scale" note="Padding, margins and gaps take only these steps.">
        {spaceSteps.map((step) => (
          <div key={step} className={styles.spaceRow}>
            <code>{step}</code>
            <div className={styles.spaceBar} style={{ width: vars.space[step] }} data-step={step} />
          </div>
        ))}
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-step="lg"]');
    await expect(bar?.getBoundingClientRect().width).toBe(16);
  },
};

function ButtonMatrix() {
  const messages = useMessages();
  const labels = {
    primary: messages.product.addToCart,
    secondary: messages.product.buyNow,
    ghost: messages.product.chatSeller,
    danger: messages.common.remove,
  } as const;
  return (
    <div className={styles.page}>
      {buttonVariants.map((variant) => (
        <Section key={variant} title={variant}>
          <div className={styles.row}>
            {buttonSizes.map((size) => (
              <button key={size} type="button" className={button({ variant, size })} data-size={size}>
                {labels[variant]}
              </button>
            ))}
            <button type="button" className={button({ variant })} disabled>
              {labels[variant]}
            </button>
          </div>
        </Section>
      ))}
      <Section title="Toggle" note="On through aria-pressed (or radix-ui's data-state=on), not a variant.">
        <div className={styles.row}>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-pressed="true">
            {messages.listing.gridView}
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-pressed="false">
            {messages.listing.listView}
          </button>
        </div>
      </Section>
      <Section title="Link and full width">
        <a href="#shop" className={button({ variant: 'secondary' })}>
          {messages.cart.shopNow}
        </a>
        <button type="button" className={button({ fullWidth: true })}>
          {messages.cart.processToCheckout}
        </button>
      </Section>
    </div>
  );
}

export const Buttons: Story = {
  render: () => <ButtonMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getAllByRole('button', { name: 'Add To Cart' });
    await expect(primary).toHaveLength(buttonSizes.length + 1);
    await expect(primary.at(-1)).toBeDisabled();
    // A medium button is at least the 44 px touch target.
    const medium = primary.find((element) => element.dataset.size === 'md') as HTMLElement;
    await expect(medium.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(primary[0]).toHaveFocus();
    const focused = getComputedStyle(primary[0] as HTMLElement);
    await expect(focused.outlineStyle).toBe('solid');
    await expect(focused.outlineColor).toBe('rgb(14, 107, 100)');
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '#shop');
    const pressed = canvas.getByRole('button', { name: 'Grid view', pressed: true });
    await expect(getComputedStyle(pressed).backgroundColor).toBe('rgb(252, 234, 219)');
    const notPressed = canvas.getByRole('button', { name: 'List view', pressed: false });
    await expect(getComputedStyle(notPressed).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

function BadgeGallery() {
  const messages = useMessages();
  const statuses = [
    ['green', messages.orders.status.delivered],
    ['yellow', messages.orders.status.processing],
    ['blue', messages.orders.status.placed],
    ['blue', messages.orders.status.warehouse],
    ['danger', messages.orders.status.cancelled],
  ] as const;
  return (
    <div className={styles.page}>
      <Section
        title="Order status"
        note="SPEC.md §4: green for delivered, yellow for processing, blue otherwise."
      >
        <div className={styles.row}>
          {statuses.map(([tone, label]) => (
            <span key={label} className={badge({ tone })}>
              {label}
            </span>
          ))}
        </div>
      </Section>
      <Section title="Tones">
        <div className={styles.row}>
          {badgeTones.map((tone) => (
            <span key={tone} className={badge({ tone })}>
              {tone}
            </span>
          ))}
        </div>
      </Section>
    </div>
  );
}

export const Badges: Story = {
  render: () => <BadgeGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(
      canvas.getAllByText(/^(neutral|brand|green|yellow|blue|accent|danger|discount|inverse)$/),
    ).toHaveLength(badgeTones.length);
  },
};

export const BadgesInHindi: Story = {
  globals: { language: 'hindi' },
  render: () => <BadgeGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('डिलीवर हुआ')).toBeVisible();
    await expect(canvas.getByText('प्रोसेसिंग में')).toBeVisible();
  },
};

function CardGallery() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <Section title="Surface cards">
        <div className={styles.row}>
          {cardElevations.map((elevation) => (
            <article key={elevation} className={card({ elevation })} aria-label={elevation}>
              <p className={styles.fontSample}>{messages.cart.orderSummary}</p>
              <p className={smallNote}>{elevation}</p>
            </article>
          ))}
        </div>
      </Section>
    </div>
  );
}

export const Cards: Story = {
  render: () => <CardGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(cardElevations.length);
    const flat = canvas.getByRole('article', { name: 'flat' });
    const raised = canvas.getByRole('article', { name: 'raised' });
    await expect(getComputedStyle(flat).boxShadow).toBe('none');
    await expect(getComputedStyle(raised).boxShadow).not.toBe('none');
  },
};

const latinSample = 'Bazaar: fresh picks from sellers across India, ₹1,499';
const devanagariSample = 'बाज़ार: पूरे भारत के विक्रेताओं से चुनिंदा सामान, ₹1,499';

/** Parses a FontFace's unicodeRange ("U+900-97F, U+20A8") into [first, last] code points. */
function codePointRanges(unicodeRange: string): Array<[number, number]> {
  return unicodeRange.split(',').map((part) => {
    const [first = '0', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const rupee = 0x20b9;

function covers(face: FontFace, codePoint: number): boolean {
  return codePointRanges(face.unicodeRange).some(([first, last]) => codePoint >= first && codePoint <= last);
}

export const Fonts: Story = {
  render: () => (
    <div className={styles.page}>
      <Section
        title={latinFamily}
        note="Latin, self-hosted, woff2, 400 / 600 / 700. The rupee sign comes from a 1 kB face of its own, so a price looks the same on every machine."
      >
        {fontWeights.map((weight) => (
          <p key={weight} lang="en" className={styles.fontSample} style={{ fontWeight: weight }}>
            {weight} · {latinSample}
          </p>
        ))}
      </Section>
      <Section title={devanagariFamily} note="Devanagari, downloaded only when the page has Devanagari text.">
        {fontWeights.map((weight) => (
          <p key={weight} lang="hi" className={styles.fontSample} style={{ fontWeight: weight }}>
            {weight} · {devanagariSample}
          </p>
        ))}
      </Section>
    </div>
  ),
  play: async () => {
    const faces = [...document.fonts];
    const latinFaces = faces.filter(
      (face) => face.family.replaceAll('"', '') === latinFamily && !covers(face, rupee),
    );
    const rupeeFaces = faces.filter((face) => covers(face, rupee));
    const devanagariFaces = faces.filter((face) => face.family.replaceAll('"', '') === devanagariFamily);
    // latin and latin-ext, and Devanagari, each at 400, 600 and 700; all swap rather than hide text.
    await expect(latinFaces).toHaveLength(2 * fontWeights.length);
    await expect(devanagariFaces).toHaveLength(fontWeights.length);
    for (const face of [...latinFaces, ...devanagariFaces]) await expect(face.display).toBe('swap');
    // An English page has no character a Devanagari face claims, so it never downloads one.
    for (const face of devanagariFaces) {
      await expect(covers(face, 'A'.codePointAt(0) ?? 0)).toBe(false);
      await expect(covers(face, 'क'.codePointAt(0) ?? 0)).toBe(true);
    }
    for (const face of latinFaces) await expect(covers(face, 'क'.codePointAt(0) ?? 0)).toBe(false);
    // Only the rupee's own faces claim ₹, one per weight, in the Latin family and nothing else: a price
    // pulls in 1 kB, not a 50 kB file, and never the system's glyph.
    await expect(rupeeFaces.map((face) => [face.family.replaceAll('"', ''), face.weight])).toEqual(
      fontWeights.map((weight) => [latinFamily, String(weight)]),
    );
    for (const face of rupeeFaces) await expect(face.unicodeRange).toBe('U+20B9');

    for (const weight of fontWeights) {
      const loadedLatin = await document.fonts.load(`${weight} 16px "${latinFamily}"`, 'Bazaar');
      const loadedDevanagari = await document.fonts.load(`${weight} 16px "${devanagariFamily}"`, 'बाज़ार');
      await expect(loadedLatin.map((face) => face.status)).toEqual(['loaded']);
      await expect(loadedDevanagari.map((face) => face.status)).toEqual(['loaded']);
      const loadedRupee = await document.fonts.load(`${weight} 16px "${latinFamily}"`, '₹');
      await expect(loadedRupee.map((face) => face.unicodeRange)).toEqual(['U+20B9']);
    }
    await expect(document.fonts.check(`700 16px "${devanagariFamily}"`, 'हिन्दी')).toBe(true);
  },
};

export const Viewports: Story = {
  render: () => (
    <div className={styles.page}>
      <Section
        title="Breakpoints"
        note={`mobile below ${breakpoints.tablet} px, tablet ${breakpoints.tablet}–${breakpoints.desktop - 1} px, desktop from ${breakpoints.desktop} px. Resize to see the sprinkles switch.`}
      >
        <p
          className={sprinkles({
            fontSize: { mobile: 'md', desktop: 'lg' },
            fontWeight: 'bold',
            margin: 'none',
          })}
        >
          <span className={sprinkles({ display: { mobile: 'inline', tablet: 'none' } })}>mobile</span>
          <span className={sprinkles({ display: { mobile: 'none', tablet: 'inline', desktop: 'none' } })}>
            tablet
          </span>
          <span className={sprinkles({ display: { mobile: 'none', desktop: 'inline' } })}>desktop</span>
        </p>
        <div
          className={sprinkles({
            display: 'flex',
            flexDirection: { mobile: 'column', tablet: 'row' },
            gap: { mobile: 'sm', desktop: 'lg' },
            padding: 'lg',
            backgroundColor: 'surface',
            borderRadius: 'lg',
            boxShadow: 'card',
          })}
        >
          {Object.entries(mediaQueries).map(([name, query]) => (
            <code key={name} className={sprinkles({ color: 'textMuted' })}>
              {name}: {query}
            </code>
          ))}
        </div>
      </Section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = viewportOf(window.innerWidth);
    for (const viewport of viewports) {
      const label = canvas.getByText(viewport, { exact: true });
      if (viewport === current) await expect(label).toBeVisible();
      else await expect(label).not.toBeVisible();
    }
    await expect(window.matchMedia(mediaQueries[current]).matches).toBe(true);
  },
};
