import { EmptyState } from '@ordmarket/ui';

export interface EmptyListProps {
  readonly title: string;
  readonly description: string;
}

/** What a marketplace list shows when the server has nothing in it. */
export function EmptyList({ title, description }: EmptyListProps) {
  return <EmptyState headingLevel={2} title={title} description={description} />;
}
