import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const empty = style([
  stack({
    alignItems: 'center',
    gap: 'md',
    borderRadius: 'lg',
    backgroundColor: 'surface',
    textAlign: 'center',
    paddingY: 'xxl',
    paddingX: 'lg',
  }),
  { border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}` },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex', borderRadius: 'pill', backgroundColor: 'brandSubtle', padding: 'md' }),
  { color: vars.color.brandStrong },
]);

export const title = sprinkles({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', margin: 'none' });

export const hint = sprinkles({ color: 'textMuted', margin: 'none' });
