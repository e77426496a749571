export {
  DashboardOverview,
  type DashboardOverviewLinkProps,
  type DashboardOverviewProps,
} from './DashboardOverview';
