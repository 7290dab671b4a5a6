import { StGnre, UFS } from '@backoffice/domain';
import type { EnumLike } from '@/platform/list';
import { i18n } from '@/platform/i18n/i18n';

/** The 27 UFs (and EX, exports) as a list enum: code and name. */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: () => [...UFS.map((u) => ({ value: u.uf, label: `${u.uf} - ${u.name}` })), { value: 'EX', label: 'EX - Exterior' }],
};

/** StGnre, with the guides not sent yet (null) named as such. */
export const StGnreOrNew: EnumLike = {
  label: (value, locale) => (value === null || value === undefined || value === '' ? i18n.t('gnre.notSent') : StGnre.label(value, locale)),
  color: (value) => (value === null || value === undefined || value === '' ? 'gray' : StGnre.color(value)),
  options: (locale) => StGnre.options(locale),
};
