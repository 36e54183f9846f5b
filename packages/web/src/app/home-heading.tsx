import { useI18n } from './i18n-context.tsx';
import { usePageTitle } from './page-title.tsx';

/** The main area at `/`: the product name as its heading. */
export function HomeHeading() {
  const { t } = useI18n();
  usePageTitle(t.shell.home.title());
  return <h2 className="home-heading">{t.shell.productName()}</h2>;
}
