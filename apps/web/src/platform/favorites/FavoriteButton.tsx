import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FavoriteInput } from './favorites';
import { Hint } from '../ui/Hint';

interface FavoriteButtonProps extends Omit<ActionIconProps, 'children'> {
  favorite: FavoriteInput;
  pinned: boolean;
  onToggle(favorite: FavoriteInput): void;
  className?: string;
  /** Tooltip on hover/focus (off in dense rows). */
  withTooltip?: boolean;
}

/** The star that pins (or unpins) a screen or a record; a toggle button for assistive technology. */
export function FavoriteButton({ favorite, pinned, onToggle, className, withTooltip = true, size = 'md', ...others }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const label = pinned ? t('favorites.unpin', { title: favorite.title }) : t('favorites.pin', { title: favorite.title });
  const button = (
    <ActionIcon
      variant="subtle"
      color={pinned ? 'yellow' : 'gray'}
      size={size}
      aria-label={label}
      aria-pressed={pinned}
      data-pinned={pinned || undefined}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle(favorite);
      }}
      {...others}
    >
      {pinned ? <IconStarFilled size={16} /> : <IconStar size={16} stroke={1.8} />}
    </ActionIcon>
  );
  return withTooltip ? (
    <Hint label={pinned ? t('favorites.unpinShort') : t('favorites.pinShort')} openDelay={400}>
      {button}
    </Hint>
  ) : (
    button
  );
}
