import type { ReactNode } from 'react';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export interface SkeletonGroupProps {
  /** What is loading, for screen readers; defaults to the locale's 'Loading'. */
  label?: string;
  /** The skeletons, laid out like the content they stand in for. */
  children: ReactNode;
}

/** A loading placeholder region: its skeletons are hidden, and it announces its label once instead. */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  const { t } = useKitStrings(basicsStrings);
  return (
    <div role="status">
      <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
