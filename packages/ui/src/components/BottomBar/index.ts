export {
  BottomBar,
  type BottomBarAccount,
  type BottomBarLinkProps,
  type BottomBarProps,
  bottomBarAccounts,
} from './BottomBar';
export { bottomBarHeight } from './BottomBar.css';
