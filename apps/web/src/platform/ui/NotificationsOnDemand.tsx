import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

/**
 * Mantine's notifications host (its component, transitions and styles: about 6 KB compressed) is fetched when the
 * first notification is shown, not with the first screen: most opens of the home show none. The store that
 * `notifications.show` writes to is small and comes with the app, so nothing shown before the host arrives is
 * lost: the host draws what the store holds when it mounts. Once mounted it stays.
 */
const Host = lazy(() => import('./notifications-host'));

export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
