import { CreateMerchantPopover } from '../ui/create-merchant-popover/create-merchant-popover.tsx';
import { MerchantPicker } from '../ui/merchant-picker/merchant-picker.tsx';
import { useCurrentPageTitle } from './page-title.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header (spec section 2): the page title, then the Create merchant popover and the merchant/division
 * picker (they go in `header-tools`, before the user menu), then the user menu.
 */
export function Header() {
  const title = useCurrentPageTitle();
  return (
    <header className="header">
      <h1 className="header-title">{title}</h1>
      <div className="header-tools">
        <CreateMerchantPopover />
        <MerchantPicker />
        <UserMenu />
      </div>
    </header>
  );
}
