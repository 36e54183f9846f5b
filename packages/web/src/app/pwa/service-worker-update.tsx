import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../kit/first-screen-settled.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Registers the service worker once the first screen has its data (workbox-window and the precache's downloads
 * do not compete with Home's balances), and prompts when a new version is waiting.
 */
export function ServiceWorkerUpdate() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstScreen(() => setWanted(true)), []);
  return wanted ? <ServiceWorkerRegistration /> : null;
}

/** Registers the service worker (vite-plugin-pwa, workbox-window) and prompts when a new version is waiting. */
function ServiceWorkerRegistration() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <UpdatePrompt
      needRefresh={needRefresh}
      onReload={() => void updateServiceWorker(true)}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
