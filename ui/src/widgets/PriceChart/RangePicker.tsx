import { vars } from '@ordmarket/tokens';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

export const priceRanges = ['24h', '7d', '30d', 'all'] as const;
export type PriceRange = (typeof priceRanges)[number];

interface RangePickerProps {
  ranges: readonly PriceRange[];
  range: PriceRange;
  onRangeChange?: (range: PriceRange) => void;
  isDisabled: boolean;
}

/** A segmented control of time ranges; exactly one is always chosen. */
export function RangePicker({ ranges, range, onRangeChange, isDisabled }: RangePickerProps) {
  const { t } = useKitStrings(marketStrings);
  const choose = (keys: Set<Key>) => {
    const chosen = ranges.find((candidate) => keys.has(candidate));
    if (chosen) onRangeChange?.(chosen);
  };
  return (
    <FollowPageDirection>
      <Group
        aria-label={t('chart.rangeLabel')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[range]}
        onSelectionChange={choose}
        isDisabled={isDisabled}
      >
        {ranges.map((candidate) => (
          <Segment key={candidate} id={candidate} aria-label={t(`chart.ranges.${candidate}.long`)}>
            {t(`chart.ranges.${candidate}.short`)}
          </Segment>
        ))}
      </Group>
    </FollowPageDirection>
  );
}

const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
`;

const Segment = styled(ToggleButton)`
  ${textStyle('caption')};
  min-width: 44px;
  height: 28px;
  padding-inline: ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  font-family: inherit;
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.text.secondary};
  background: transparent;
  cursor: pointer;

  &[data-hovered] {
    color: ${vars.color.text.primary};
  }

  &[data-selected] {
    color: ${vars.color.text.primary};
    background-color: ${vars.color.background.paper};
    box-shadow: ${vars.shadow.z1};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }

  ${focusRing}
`;
