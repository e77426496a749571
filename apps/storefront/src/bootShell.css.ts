import { lightTokens } from '@bazaar/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

/**
 * What a visitor sees while the page's code downloads, seconds on a slow phone network: the header's band
 * with the brand on the page's colour instead of a blank screen, from the theme's own tokens. The build
 * copies these rules into each document's head (`inlineBootShell` in vite.config.ts), so the band is drawn
 * before the stylesheet itself has arrived; keep them to plain `#root:empty` rules. The brand is the same in English
 * and Hindi, so it is right whatever the visitor's language. The first thing the app draws into #root
 * replaces it (`:empty`), and nothing moves: the band is not part of the page that follows.
 */
const { color, space, font, fontSize, fontWeight, lineHeight, borderWidth, size } = lightTokens;

globalStyle('#root:empty', {
  minHeight: '100vh',
  backgroundColor: color.page,
});

globalStyle('#root:empty::before', {
  content: '"Bazaar"',
  display: 'block',
  boxSizing: 'border-box',
  // The height of the header's top bar, which the brand sits below.
  borderTop: `${size.touchTarget} solid ${color.surfaceSunken}`,
  borderBottom: `${borderWidth.hairline} solid ${color.border}`,
  paddingBlock: space.md,
  paddingInline: space.lg,
  backgroundColor: color.surface,
  color: color.brand,
  fontFamily: font.heading,
  fontSize: fontSize.xxl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});
