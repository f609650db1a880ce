import { Chip } from '@ordmarket/ui';
import { Choices } from '../../common/layout';

export interface Segment<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

export interface SegmentChoiceProps<Id extends string> {
  /** Names the group, e.g. 'Market to show'. */
  readonly label: string;
  readonly segments: ReadonlyArray<Segment<Id>>;
  readonly chosen: Id;
  readonly onChoose: (id: Id) => void;
}

/** A row of pressed/unpressed chips choosing which part of a wallet tab shows; one is always chosen. */
export function SegmentChoice<Id extends string>({ label, segments, chosen, onChoose }: SegmentChoiceProps<Id>) {
  return (
    <Choices role="group" aria-label={label}>
      {segments.map((segment) => (
        <Chip
          key={segment.id}
          label={segment.label}
          isSelected={segment.id === chosen}
          onSelectedChange={() => onChoose(segment.id)}
        />
      ))}
    </Choices>
  );
}
