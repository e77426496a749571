export { type BadgeVariants, badge, badgeTones } from './badge.css';
export { type ButtonVariants, button, buttonSizes, buttonVariants } from './button.css';
export { type CardVariants, card, cardElevations, cardPaddings } from './card.css';
export { type TextVariants, text, textSizes, textTones } from './text.css';
