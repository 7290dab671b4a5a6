// The shell's strings in en-US, loaded before the first screen: the platform's (sign-in, layout, lists...) and the home's.
import { platformEnUS } from '@/platform/i18n/strings';
import { homeEnUS } from '@/features/admin/home/home.strings';

export const shellEnUS = {
  ...platformEnUS,
  ...homeEnUS,
};
