import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { selectableTile } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';
import { SectionTitle } from './SettingsDrawer.styles';

export interface TileOption<Value extends string> {
  value: Value;
  label: string;
  icon: ReactNode;
}

interface OptionTilesProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<TileOption<Value>>;
  onChange: (value: Value) => void;
  columns: number;
}

/** One settings section: a labelled radio group drawn as tiles, each with an icon and its name. */
export function OptionTiles<Value extends string>({
  label,
  value,
  options,
  onChange,
  columns,
}: OptionTilesProps<Value>) {
  return (
    <Group value={value} onChange={(next) => onChange(options.find((option) => option.value === next)?.value ?? value)}>
      <Label>
        <SectionTitle as="span">{label}</SectionTitle>
      </Label>
      <Tiles style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value}>
            <Tile>
              {option.icon}
              <TileLabel>{option.label}</TileLabel>
            </Tile>
          </RadioField>
        ))}
      </Tiles>
    </Group>
  );
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

// The column count is an inline style, not a styled prop, so each count does not mint its own class.
const Tiles = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const Tile = styled(RadioButton)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: 64px;
  padding: ${vars.space[2]};
  ${selectableTile}
`;

const TileLabel = styled.span`
  ${textStyle('caption')};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;
`;
