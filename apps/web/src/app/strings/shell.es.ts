// The shell's strings in es, loaded before the first screen: the platform's (sign-in, layout, lists...) and the home's.
import { platformEs } from '@/platform/i18n/strings';
import { homeEs } from '@/features/admin/home/home.strings';

export const shellEs = {
  ...platformEs,
  ...homeEs,
};
