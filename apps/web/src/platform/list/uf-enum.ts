import { UFS } from '@backoffice/domain';
import type { EnumLike } from './types';

const ufOptions = () => UFS.map((u) => ({ value: u.uf, label: `${u.uf} - ${u.name}` }));

/** The 27 UFs as a list enum (a rate table has no 'EX'). */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: ufOptions,
};

/** The 27 UFs and EX (exports, abroad) as a list enum: the fiscal documents name both. */
export const UfOrAbroadEnum: EnumLike = { ...UfEnum, options: () => [...ufOptions(), { value: 'EX', label: 'EX - Exterior' }] };
