import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { languageNameFont } from '../../theme/subsetFonts';

export const languageSwitch = sprinkles({
  display: 'inline-flex',
  borderRadius: 'pill',
  backgroundColor: 'surface',
  padding: 'xxs',
  border: 'strong',
});

export const languageOption = style([
  sprinkles({
    borderRadius: 'pill',
    backgroundColor: 'transparent',
    color: 'text',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    margin: 'none',
    paddingX: 'md',
    border: 'transparent',
  }),
  {
    minHeight: vars.size.controlSm,
    fontFamily: `"${languageNameFont.family}", ${vars.font.body}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      '&:focus-visible': focusRing,
    },
  },
]);
