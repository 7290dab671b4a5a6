import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** At the bottom (spec §8); on a phone, above the form's action bar that sits there (global.css). */
export default function NotificationsHost() {
  return <Notifications position="bottom-center" limit={4} containerWidth={440} classNames={{ root: 'app-notifications' }} />;
}
