import { type Sprinkles, sprinkles } from './sprinkles.css';

/**
 * The layouts components keep repeating, as sprinkles with the rest of their atoms. Called from .css.ts files
 * at build time, so each returns the same atomic classes a `sprinkles()` call would.
 */

/** Blocks stacked in a column, `gap` apart. */
export const stack = (props: Sprinkles = {}) =>
  sprinkles({ display: 'flex', flexDirection: 'column', ...props });

/** Items in a row, centred on its cross axis. */
export const cluster = (props: Sprinkles = {}) =>
  sprinkles({ display: 'flex', alignItems: 'center', ...props });

/** A list without bullets, indent or margins. */
export const bareList = (props: Sprinkles = {}) =>
  sprinkles({ listStyle: 'none', margin: 'none', padding: 'none', ...props });

/** A tinted block that stands out from the page: a page's introduction, a way to get help. */
export const callout = (props: Sprinkles = {}) =>
  stack({
    gap: 'md',
    borderRadius: 'xl',
    backgroundColor: 'brandSubtle',
    padding: 'xl',
    border: 'transparent',
    ...props,
  });

const surface = { backgroundColor: 'surface', borderRadius: 'lg', border: 'hairline' } as const;

/** A bordered surface with rounded corners: a menu, a message, a frame that scrolls. */
export const frame = (props: Sprinkles = {}) => sprinkles({ ...surface, ...props });

/** A bordered surface with rounded corners that stacks its content: a card, a tile, a side panel. */
export const tile = (props: Sprinkles = {}) => stack({ ...surface, ...props });

/** Numbers set in tabular figures, so a column of them lines up: a price, a count, a total. */
export const figures = (props: Sprinkles = {}) => sprinkles({ fontVariantNumeric: 'tabular-nums', ...props });

/** Text set in the heading face outside a heading element: a name, a price, a panel's title. */
export const headingFace = (props: Sprinkles = {}) => sprinkles({ fontFamily: 'heading', ...props });

/** A row whose first and last items sit at its two ends: a label and its amount, a title and its link. */
export const split = (props: Sprinkles = {}) =>
  sprinkles({ display: 'flex', justifyContent: 'space-between', ...props });

/** Content centred both ways in an inline box: an icon in its button, a count in its disc. */
export const centred = (props: Sprinkles = {}) =>
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', ...props });

/** Each tone's tint and the text colour that reads on it (AA), as sprinkles. */
export const tints = {
  success: { backgroundColor: 'successSubtle', color: 'onSuccessSubtle' },
  warning: { backgroundColor: 'warningSubtle', color: 'onWarningSubtle' },
  danger: { backgroundColor: 'dangerSubtle', color: 'onDangerSubtle' },
  info: { backgroundColor: 'infoSubtle', color: 'onInfoSubtle' },
} as const;

/** A message on a tone's tint, in the text colour that reads on it: a problem, a warning, a note, a success. */
export const tinted = (tone: keyof typeof tints, props: Sprinkles = {}) =>
  sprinkles({ borderRadius: 'md', padding: 'md', ...tints[tone], ...props });

/** A field drawn by its component (a search box, a select, a code): a touch target high, in the page's type. */
export const fieldBox = (props: Sprinkles = {}) =>
  sprinkles({
    boxSizing: 'border-box',
    minWidth: '0',
    minHeight: 'touchTarget',
    color: 'text',
    fontFamily: 'inherit',
    fontSize: 'md',
    margin: 'none',
    paddingX: 'md',
    ...props,
  });

/** A dark message over the page (a toast, a tooltip): the inverse pair, small type and the overlay shadow. */
export const inverseBubble = (props: Sprinkles = {}) =>
  sprinkles({
    backgroundColor: 'inverse',
    color: 'onInverse',
    boxShadow: 'overlay',
    fontSize: 'sm',
    lineHeight: 'snug',
    ...props,
  });

/** A band as wide as the page, in the text colour: the header, the footer, the phone's bottom bar. */
export const band = (props: Sprinkles = {}) =>
  sprinkles({ boxSizing: 'border-box', width: 'full', color: 'text', ...props });

/** The page's column: centred, no wider than the container, with the page's side padding. */
export const container = (props: Sprinkles = {}) =>
  sprinkles({
    boxSizing: 'border-box',
    maxWidth: 'container',
    marginY: 'none',
    marginX: 'auto',
    paddingX: 'lg',
    ...props,
  });
