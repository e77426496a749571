import { style } from '@vanilla-extract/css';
import { banner } from '../../recipes/banner.css';
import { columns } from '../../recipes/columns.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { lead as leadText } from '../../recipes/text.css';
import { mediaQueries } from '../../theme/breakpoints';
import { bareList, headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const hero = style([
  banner({ tone: 'brand' }),
  sprinkles({ gap: 'md' }),
  { '@media': { [mediaQueries.desktop]: { padding: vars.space.xxl } } },
]);

export const title = style([sectionHeading(), { fontSize: vars.fontSize.xxxl, color: vars.color.text }]);

export const lead = style([leadText, sprinkles({ color: 'text' })]);

export const stats = style([bareList({ gap: 'md', marginTop: 'sm' }), columns({ mobile: 2, tablet: 4 })]);

export const statValue = style([
  headingFace({ fontSize: 'xxl', fontWeight: 'bold', lineHeight: 'tight' }),
  { color: vars.color.brandStrong },
]);
