import { useCurrentPageTitle } from '../kit/page-title.tsx';
import { LazyCreateMerchantPopover, LazyMerchantPicker } from './lazy-header-tools.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header (spec section 2): the page title, then the Create merchant popover and the merchant/division
 * picker (they go in `header-tools`, before the user menu; their code loads after the first paint), then the
 * user menu.
 */
export function Header() {
  const title = useCurrentPageTitle();
  return (
    <header className="header">
      <h1 className="header-title">{title}</h1>
      <div className="header-tools">
        <LazyCreateMerchantPopover />
        <LazyMerchantPicker />
        <UserMenu />
      </div>
    </header>
  );
}
