import { keyframes, style } from '@vanilla-extract/css';
import { headingFace, stack, tinted } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style([
  sprinkles({ display: 'block', width: 'controlLg', height: 'controlLg' }),
  {
    border: `${vars.borderWidth.focus} solid ${vars.color.border}`,
    borderTopColor: vars.color.brand,
    borderRadius: '50%',
    animation: `${spin} 0.9s linear infinite`,
    '@media': {
      // Without motion the ring stays still; the spoken status says what is happening.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
]);

export const status = sprinkles({ fontWeight: 'medium', margin: 'none' });

/** Coloured in the markup: success or danger. */
export const image = style({
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
});

export const imageDisc = style({ fill: 'currentColor' });

export const imageMark = style({
  fill: 'none',
  stroke: vars.color.surface,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Coloured in the markup: success or danger. */
export const title = headingFace({ fontSize: 'xxl', fontWeight: 'bold', margin: 'none' });

/** The outcome's sentences: the text, then a declined card's reason. */
export const outcome = stack({ gap: 'xs' });

export const text = sprinkles({ margin: 'none' });

/** A reason in words that are not Bazaar's (the provider's, the server's): long ones wrap inside the card. */
export const reason = sprinkles({ overflowWrap: 'anywhere', margin: 'none' });

export const problem = style([stack({ gap: 'xs', textAlign: 'start' }), tinted('danger')]);
