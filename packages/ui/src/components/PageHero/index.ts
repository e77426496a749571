export { PageHero, type PageHeroProps, type PageHeroStat } from './PageHero';
