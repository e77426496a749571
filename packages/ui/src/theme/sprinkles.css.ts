import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './lightTheme.css';

const marginSpace = { ...vars.space, auto: 'auto' };
const controlSizes = {
  icon: vars.size.icon,
  touchTarget: vars.size.touchTarget,
  controlSm: vars.size.controlSm,
  controlLg: vars.size.controlLg,
};

/** Layout that may change per viewport: `sprinkles({ display: { mobile: 'none', desktop: 'flex' } })`. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    flex: { none: 'none', auto: '1 1 auto', fill: '1 1 0%' },
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    width: { auto: 'auto', full: '100%', fit: 'fit-content', ...controlSizes },
    maxWidth: { none: 'none', container: vars.size.container, full: '100%' },
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.fontSize,
  },
});

/** Colour roles and type, the same on every viewport. Each text colour here is AA on page, surface and sunken. */
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      brand: vars.color.brand,
      accent: vars.color.accent,
      success: vars.color.success,
      warning: vars.color.warning,
      danger: vars.color.danger,
      info: vars.color.info,
      brandStrong: vars.color.brandStrong,
      onBrand: vars.color.onBrand,
      onInverse: vars.color.onInverse,
      // The text on a tint (`successSubtle`…), AA on it too.
      onSuccessSubtle: vars.color.onSuccessSubtle,
      onWarningSubtle: vars.color.onWarningSubtle,
      onDangerSubtle: vars.color.onDangerSubtle,
      onInfoSubtle: vars.color.onInfoSubtle,
    },
    backgroundColor: {
      page: vars.color.page,
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
      surfaceRaised: vars.color.surfaceRaised,
      brand: vars.color.brand,
      brandSubtle: vars.color.brandSubtle,
      accentSubtle: vars.color.accentSubtle,
      inverse: vars.color.inverse,
      successSubtle: vars.color.successSubtle,
      warningSubtle: vars.color.warningSubtle,
      dangerSubtle: vars.color.dangerSubtle,
      infoSubtle: vars.color.infoSubtle,
      transparent: 'transparent',
    },
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

const hairline = (color: string) => `${vars.borderWidth.hairline} solid ${color}`;

/** Spacing, box and text details, the same on every viewport (a component's own media query changes them). */
const boxProperties = defineProperties({
  properties: {
    // The shorthands first, so a side given beside them wins: one class for `padding: 'none'`, not four.
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    paddingTop: vars.space,
    paddingRight: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    margin: marginSpace,
    marginBlock: marginSpace,
    marginInline: marginSpace,
    marginTop: marginSpace,
    marginRight: marginSpace,
    marginBottom: marginSpace,
    marginLeft: marginSpace,
    position: ['relative', 'absolute'],
    boxSizing: ['border-box'],
    overflow: ['hidden'],
    minWidth: { '0': '0', ...controlSizes },
    minHeight: { '0': '0', ...controlSizes },
    height: { full: '100%', ...controlSizes },
    flexShrink: ['0'],
    alignSelf: ['flex-start', 'center', 'flex-end', 'stretch'],
    objectFit: ['cover', 'contain'],
    aspectRatio: { square: '1 / 1' },
    border: {
      none: 'none',
      hairline: hairline(vars.color.border),
      strong: hairline(vars.color.borderStrong),
      transparent: hairline('transparent'),
      // An empty place: where a list or a record would be.
      dashed: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
    },
    borderTop: { hairline: hairline(vars.color.border) },
    borderBottom: { hairline: hairline(vars.color.border) },
    listStyle: ['none'],
    cursor: ['pointer'],
    fontFamily: { heading: vars.font.heading, body: vars.font.body, inherit: 'inherit' },
    fontStyle: ['normal'],
    fontVariantNumeric: ['tabular-nums'],
    textDecoration: ['none', 'underline'],
    whiteSpace: ['nowrap'],
    textOverflow: ['ellipsis'],
    overflowWrap: ['anywhere'],
  },
  shorthands: {
    paddingX: ['paddingInline'],
    paddingY: ['paddingBlock'],
    marginX: ['marginInline'],
    marginY: ['marginBlock'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, boxProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
