import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { CompanyPickerProps } from './CompanySwitch';

/** The header's company select (CompanySwitch), loaded when the user reaches for it; open when that was a click. */
export function CompanySelect({ label, data, value, onChoose, disabled, defaultOpened = false }: CompanyPickerProps & { defaultOpened?: boolean }) {
  return (
    <Select
      aria-label={label}
      data={data}
      value={value}
      onChange={(chosen) => {
        if (chosen !== null) onChoose(chosen);
      }}
      allowDeselect={false}
      disabled={disabled}
      searchable={data.length > 6}
      leftSection={<IconBuilding size={16} />}
      w={240}
      visibleFrom="sm"
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      defaultDropdownOpened={defaultOpened}
    />
  );
}
