import { Skeleton, SkeletonGroup } from '@ordmarket/ui';

/** A drawer's content before its first answer, named for screen readers by what is loading. */
export function DrawerLoading({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton shape="rect" height={160} />
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}
