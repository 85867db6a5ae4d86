import { useNavigate } from 'react-router-dom';
import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDown16Regular, ShoppingBag20Regular } from '@fluentui/react-icons';
import { isAdviser } from '@/engine/session/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { productsActions } from '@/store/productsSlice';
import { selectRole } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { PATHS } from '@/engine/paths';
import { useTradePermissions } from './useTradePermissions';

const useStyles = makeStyles({
  label: { '@media (max-width: 800px)': { display: 'none' } },
});

/**
 * Buy Options in the top navigation (trading §2): Search for Products for everyone; Trade From Cart
 * and Trade From Watchlist for clients whose active account is not DFM, and consultants; Go to
 * Client List for advisers (My Account, scrolled to the client directory after 800 ms).
 */
export function BuyOptionsMenu() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const role = useAppSelector(selectRole);
  const { tradeFromLists } = useTradePermissions();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ShoppingBag20Regular />} aria-label="Buy Options">
          <span className={styles.label}>Buy Options</span>
          <ChevronDown16Regular />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => dispatch(productsActions.searchFocusRequested())}>Search for Products</MenuItem>
          {tradeFromLists && <MenuItem onClick={() => dispatch(uiActions.modalOpened('cart'))}>Trade From Cart</MenuItem>}
          {tradeFromLists && <MenuItem onClick={() => dispatch(uiActions.modalOpened('watchlist'))}>Trade From Watchlist</MenuItem>}
          {isAdviser(role) && (
            <MenuItem onClick={() => navigate(PATHS.myAccount, { state: { scrollToClients: Date.now() } })}>Go to Client List</MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
