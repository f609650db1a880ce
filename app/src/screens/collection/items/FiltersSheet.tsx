import { Button, Drawer } from '@ordmarket/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeFilters, type AttributeFiltersProps } from './AttributeFilters';

export interface FiltersSheetProps extends AttributeFiltersProps {
  /** How many items the chosen filters match, for the button that closes the sheet; undefined while counting. */
  readonly matchCount: number | undefined;
}

/**
 * The trait filters on a small screen: a button above the grid (saying how many values are chosen) opens them in a
 * sheet, whose closing button says how many items they match, so the grid keeps the whole width.
 */
export function FiltersSheet({ matchCount, ...filters }: FiltersSheetProps) {
  const { t } = useTranslation('collection');
  const [isOpen, setOpen] = useState(false);
  if (!filters.isLoading && filters.groups.length === 0) return null;
  const chosenCount = filters.chosen.length;
  return (
    <>
      <Button
        variant="outlined"
        color="neutral"
        fullWidth
        startIcon={<SlidersHorizontal size={18} aria-hidden />}
        onPress={() => {
          setOpen(true);
        }}
      >
        {chosenCount === 0 ? t('filters.open') : t('filters.openWithCount', { count: chosenCount })}
      </Button>
      <Drawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('filters.attributes')}
        footer={
          <Button
            fullWidth
            size="large"
            onPress={() => {
              setOpen(false);
            }}
          >
            {matchCount === undefined ? t('filters.showLoading') : t('filters.showItems', { count: matchCount })}
          </Button>
        }
      >
        <AttributeFilters {...filters} />
      </Drawer>
    </>
  );
}
