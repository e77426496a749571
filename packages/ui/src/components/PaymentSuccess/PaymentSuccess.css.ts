import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const title = style([sectionHeading({ size: 'xxl' }), sprinkles({ color: 'success' })]);

export const fact = stack({ gap: 'xxs' });

export const term = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const method = style([sprinkles({ fontWeight: 'bold', margin: 'none' }), { letterSpacing: '0.05em' }]);

export const text = style([sprinkles({ margin: 'none' })]);
