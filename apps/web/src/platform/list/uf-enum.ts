import { UFS } from '@backoffice/domain';
import type { EnumLike } from './types';

/** The 27 UFs as a list enum (a rate table has no 'EX'). */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: () => UFS.map((u) => ({ value: u.uf, label: `${u.uf} - ${u.name}` })),
};
