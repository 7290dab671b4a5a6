import { UFS } from '@backoffice/domain';
import type { EnumLike } from '@/platform/list';

/** The 27 UFs (and EX, exports) as a list enum: code and name. */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: () => [...UFS.map((u) => ({ value: u.uf, label: `${u.uf} - ${u.name}` })), { value: 'EX', label: 'EX - Exterior' }],
};
