export { type FeatureCardItem, FeatureCards, type FeatureCardsProps } from './FeatureCards';
export { type FeatureIcon, featureIcons } from './featureIcons';
