export { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';
export {
  type DashboardLogoutState,
  DashboardMenu,
  type DashboardMenuLinkProps,
  type DashboardMenuProps,
  type DashboardPage,
  dashboardHrefs,
  dashboardLogoutStates,
  dashboardPages,
} from './DashboardMenu';
