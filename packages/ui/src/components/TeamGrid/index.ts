export { TeamGrid, type TeamGridProps, type TeamMember } from './TeamGrid';
export { TeamMemberLinks, type TeamMemberLinksProps } from './TeamMemberLinks';
