export { type BadgeVariants, badge, badgeTones, countBadge } from './badge.css';
export { type ButtonVariants, button, buttonSizes, buttonVariants } from './button.css';
export { type CardVariants, card, cardElevations, cardPaddings } from './card.css';
export { checkmark, choiceBox, choiceDot } from './choice.css';
export { type ColumnsVariants, columns } from './columns.css';
export { formError, formField, formHint, formInput, formLabel } from './field.css';
export { fieldButton } from './fieldButton.css';
export { type IconButtonVariants, iconButton, iconButtonTones } from './iconButton.css';
export { type IconTileVariants, iconTile } from './iconTile.css';
export { stretchedLink, type TextLinkVariants, textLink } from './link.css';
export { coverImage, imagePlaceholder, thumbFrame } from './media.css';
export { popover } from './popover.css';
export {
  type ProblemPanelVariants,
  problemPanel,
  problemText,
  problemTitle,
  problemTones,
} from './problem.css';
export {
  pageTitle,
  type SectionHeadingVariants,
  sectionHeading,
  sectionHeadingSizes,
} from './sectionHeading.css';
export { skeleton } from './skeleton.css';
export { type SpinnerVariants, spinner, spinnerSizes } from './spinner.css';
export { emptyState, emptyStateIcon, resultPanel } from './statePanel.css';
export { eyebrow, type TextVariants, text, textSizes, textTones } from './text.css';
