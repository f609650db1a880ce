import { Chip } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { Choices } from '../../../common/layout';
import { allKinds, type KindChoice } from './activityFilter';
import type { ActivityKind } from './ActivityKindBadge';

export interface KindChipsProps<Kind extends ActivityKind> {
  readonly kinds: readonly Kind[];
  readonly chosen: KindChoice<Kind>;
  readonly onChoose: (choice: KindChoice<Kind>) => void;
}

/** The activity's kind filter: All, or one kind at a time. */
export function KindChips<Kind extends ActivityKind>({ kinds, chosen, onChoose }: KindChipsProps<Kind>) {
  const { t } = useTranslation('trade');
  return (
    <Choices role="group" aria-label={t('activity.kinds')}>
      <Chip
        label={t('activity.kind.all')}
        isSelected={chosen === allKinds}
        onSelectedChange={() => onChoose(allKinds)}
      />
      {kinds.map((kind) => (
        <Chip
          key={kind}
          label={t(`activity.kind.${kind}`)}
          isSelected={chosen === kind}
          onSelectedChange={() => onChoose(kind)}
        />
      ))}
    </Choices>
  );
}
