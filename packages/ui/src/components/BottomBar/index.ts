export {
  BottomBar,
  type BottomBarAccount,
  type BottomBarLinkProps,
  type BottomBarLinks,
  type BottomBarProps,
  bottomBarAccounts,
} from './BottomBar';
export { bottomBarHeight } from './BottomBar.css';
