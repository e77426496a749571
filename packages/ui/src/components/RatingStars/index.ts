export { RatingStars, type RatingStarsProps, type RatingStarsSize, ratingStarsSizes } from './RatingStars';
