import { Link } from 'wouter';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { buttonClassName } from '../ui/button/button.tsx';
import { usePageTitle } from './page-title.tsx';
import './not-found-screen.css';

/** What every path without a screen shows. */
export function NotFoundScreen() {
  const { t } = useI18n();
  usePageTitle(t.shell.notFound.title());
  return (
    <div className="not-found">
      <p>{t.shell.notFound.message()}</p>
      <Link href="/" className={buttonClassName({ variant: 'primary' })}>
        {t.shell.notFound.returnHome()}
      </Link>
    </div>
  );
}
