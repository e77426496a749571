export { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';
export {
  type DashboardHrefs,
  type DashboardLogoutState,
  DashboardMenu,
  type DashboardMenuLinkProps,
  type DashboardMenuProps,
  type DashboardPage,
  dashboardLogoutStates,
  dashboardPages,
} from './DashboardMenu';
