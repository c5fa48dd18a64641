import type { CurrentUser } from '@app/contracts/user';
import { HomePage } from '../features/home/components/home-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/** Features never import each other: the app puts the notification bell into the home header. */
export function HomeRoute({ user, view }: { user: CurrentUser; view?: 'stats' }) {
  return <HomePage user={user} view={view} headerActions={<NotificationBell />} />;
}
