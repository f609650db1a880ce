import { contrastTextFor, presetNames, presetRamps, vars, type PresetName } from '@ordmarket/tokens';
import { Check } from 'lucide-react';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { selectableTile } from '../../theme/interactionStyles';
import { SectionTitle } from './SettingsDrawer.styles';

interface PresetPickerProps {
  label: string;
  value: PresetName;
  presetLabel: (preset: PresetName) => string;
  onChange: (preset: PresetName) => void;
}

/** The colour presets as swatches; the chosen one carries a check mark, not colour alone. */
export function PresetPicker({ label, value, presetLabel, onChange }: PresetPickerProps) {
  return (
    <Group value={value} onChange={(next) => onChange(presetNames.find((preset) => preset === next) ?? value)}>
      <Label>
        <SectionTitle as="span">{label}</SectionTitle>
      </Label>
      <Swatches>
        {presetNames.map((preset) => (
          <RadioField key={preset} value={preset} aria-label={presetLabel(preset)}>
            <SwatchTile>
              {({ isSelected }) => (
                <Swatch style={{ backgroundColor: presetRamps[preset].main, color: presetRamps[preset].darker }}>
                  {isSelected && (
                    <Check size={16} strokeWidth={3} aria-hidden color={contrastTextFor(presetRamps[preset].main)} />
                  )}
                </Swatch>
              )}
            </SwatchTile>
          </RadioField>
        ))}
      </Swatches>
    </Group>
  );
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

const SwatchTile = styled(RadioButton)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 56px;
  ${selectableTile}
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${vars.radius.circle};
  box-shadow: 0 0 0 2px currentColor inset;
`;
