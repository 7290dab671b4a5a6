import { Group, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TpEntidadeTag } from '@backoffice/domain';
import { TagBadge } from '../list';
import { FormSection } from '../ui/RecordForm';
import { useTagsFor } from './tags';

interface TagPickerProps {
  kind: TpEntidadeTag;
  /** The ids of the chosen tags, as text (MultiSelect values). */
  value: string[];
  onChange(value: string[]): void;
  disabled?: boolean;
  id?: string;
  error?: React.ReactNode;
  /** Without a visible label (a section titled 'Etiquetas'), the field is still named for screen readers. */
  hideLabel?: boolean;
}

/** The company's tags that apply to `kind`, picked by name and shown as their coloured chips. */
export function TagPicker({ kind, value, onChange, disabled, id, error, hideLabel }: TagPickerProps) {
  const { t } = useTranslation();
  const tags = useTagsFor(kind);
  const colors = new Map((tags.data ?? []).map((tag) => [String(tag.IdTag), tag.CdCor]));
  const renderOption: MultiSelectProps['renderOption'] = ({ option }) => <TagBadge name={option.label} color={colors.get(option.value) ?? ''} />;
  return (
    <MultiSelect
      id={id}
      label={hideLabel ? undefined : t('tagPicker.field')}
      aria-label={t('tagPicker.field')}
      placeholder={value.length ? undefined : t('tagPicker.placeholder')}
      nothingFoundMessage={t('tagPicker.empty')}
      searchable
      clearable
      disabled={disabled}
      data={(tags.data ?? []).map((tag) => ({ value: String(tag.IdTag), label: tag.NmTag }))}
      value={value}
      onChange={onChange}
      renderOption={renderOption}
      error={error}
    />
  );
}

/** A form's tags section: the picker and the chosen tags as chips. */
export function TagsSection({ id, kind, value, onChange, disabled }: { id: string; kind: TpEntidadeTag; value: string[]; onChange(value: string[]): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const tags = useTagsFor(kind);
  const chosen = (tags.data ?? []).filter((tag) => value.includes(String(tag.IdTag)));
  return (
    <FormSection id={id} title={t('tagPicker.section')}>
      <TagPicker id={`${id}-picker`} kind={kind} value={value} onChange={onChange} disabled={disabled} hideLabel />
      {chosen.length > 0 && (
        <Group gap={6} mt="xs" aria-hidden>
          {chosen.map((tag) => (
            <TagBadge key={tag.IdTag} name={tag.NmTag} color={tag.CdCor} />
          ))}
        </Group>
      )}
    </FormSection>
  );
}
