import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { Button } from '../ui/button/button.tsx';
import { Avatar } from './avatar.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { useSession } from './session/session-context.tsx';
import { ThemeChooser } from './theme/theme-chooser.tsx';

/**
 * The header's user menu (spec section 2): avatar, name, e-mail, the language selector, the theme and logout. A disclosure
 * rather than an ARIA menu, since it holds a form control; Escape or a click elsewhere closes it.
 */
export function UserMenu() {
  const { t } = useI18n();
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const displayName = user.name ?? user.email;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.shell.userMenu.open({ name: displayName })}
        onClick={() => setOpen(!open)}
      >
        <Avatar user={user} />
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <div className="user-menu-identity">
          <Avatar user={user} />
          <div>
            <p className="user-menu-name">{displayName}</p>
            <p className="user-menu-email">{user.email}</p>
          </div>
        </div>
        <LanguageSelector />
        <ThemeChooser />
        <Button onClick={signOut}>{t.shell.userMenu.signOut()}</Button>
      </div>
    </div>
  );
}
