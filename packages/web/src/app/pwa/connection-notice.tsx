import { useSyncExternalStore } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { connectivityStore } from '../api/connectivity-store.ts';
import { useOnline } from './use-online.ts';

/**
 * Says plainly when the app cannot reach the platform, instead of leaving screens to fail one by one: offline
 * (no network at all), or a network without the platform (spec section 6: the VPN is not active).
 */
export function ConnectionNotice() {
  const { t } = useI18n();
  const online = useOnline();
  const platformReachable = useSyncExternalStore(connectivityStore.subscribe, connectivityStore.getSnapshot);
  const message = !online ? t.pwa.offline() : !platformReachable ? t.errors.vpnRequired() : undefined;
  return (
    <div className="connection-notice" role="status" hidden={message === undefined}>
      {message}
    </div>
  );
}
