import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { figures, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const title = style([sectionHeading({ size: 'xxl' }), sprinkles({ color: 'success' })]);

export const facts = stack({ gap: 'sm', margin: 'none' });

export const fact = stack({ gap: 'xxs' });

export const term = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const orderId = figures({ fontWeight: 'bold', overflowWrap: 'anywhere', margin: 'none' });

export const method = style([sprinkles({ fontWeight: 'bold', margin: 'none' }), { letterSpacing: '0.05em' }]);

export const text = style([sprinkles({ margin: 'none' })]);
