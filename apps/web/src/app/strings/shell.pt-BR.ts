// The shell's strings in pt-BR, loaded before the first screen: the platform's (sign-in, layout, lists...) and the home's.
import { platformPtBR } from '@/platform/i18n/strings';
import { homePtBR } from '@/features/admin/home/home.strings';

export const shellPtBR = {
  ...platformPtBR,
  ...homePtBR,
};
