import { recipe } from '@vanilla-extract/recipes';
import { centred, headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

/** Monogram colour pairs: each text colour is AA on its background (theme contract). */
const tonePairs = {
  brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandStrong },
  accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentStrong },
  blue: { backgroundColor: vars.color.badgeBlue, color: vars.color.onBadgeBlue },
  green: { backgroundColor: vars.color.badgeGreen, color: vars.color.onBadgeGreen },
  yellow: { backgroundColor: vars.color.badgeYellow, color: vars.color.onBadgeYellow },
} as const;

export const monogramTones = [
  'brand',
  'accent',
  'blue',
  'green',
  'yellow',
] as const satisfies readonly (keyof typeof tonePairs)[];

export const portrait = recipe({
  base: [
    centred({ flex: 'none', aspectRatio: 'square', borderRadius: 'pill', boxShadow: 'card' }),
    headingFace({ backgroundColor: 'surfaceSunken', fontWeight: 'bold', lineHeight: 'tight' }),
    {
      // A transparent ring keeps the monogram's outline in forced colours, where backgrounds are dropped.
      border: `${vars.borderWidth.thick} solid transparent`,
      objectFit: 'cover',
      userSelect: 'none',
      selectors: Object.fromEntries(monogramTones.map((tone) => [`&[data-tone="${tone}"]`, tonePairs[tone]])),
    },
  ],
  variants: {
    size: {
      md: { width: '5rem', fontSize: vars.fontSize.xl },
      lg: { width: '9rem', fontSize: vars.fontSize.xxxl },
    },
  },
  defaultVariants: { size: 'md' },
});
