export { type Founder, FounderProfile, type FounderProfileProps } from './FounderProfile';
