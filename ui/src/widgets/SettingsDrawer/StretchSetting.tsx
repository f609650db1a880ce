import { vars } from '@ordmarket/tokens';
import { FoldHorizontal, Info, UnfoldHorizontal } from 'lucide-react';
import { Button, SwitchButton, SwitchField } from 'react-aria-components';
import styled from 'styled-components';
import { selectableTile } from '../../theme/interactionStyles';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { SectionTitle } from './SettingsDrawer.styles';

interface StretchSettingProps {
  label: string;
  infoLabel: string;
  tooltip: string;
  toggleLabel: string;
  isStretched: boolean;
  onChange: (isStretched: boolean) => void;
}

/** Stretch on or off, with a tooltip saying it only shows on screens wider than 1600 px. */
export function StretchSetting({ label, infoLabel, tooltip, toggleLabel, isStretched, onChange }: StretchSettingProps) {
  return (
    <Section>
      <SectionTitle>
        {label}
        <Tooltip content={tooltip} placement="bottom" delay={0}>
          <InfoButton aria-label={infoLabel}>
            <Info size={14} aria-hidden />
          </InfoButton>
        </Tooltip>
      </SectionTitle>
      <SwitchField isSelected={isStretched} onChange={onChange} aria-label={toggleLabel}>
        <StretchSwitch>
          {isStretched ? <UnfoldHorizontal size={24} aria-hidden /> : <FoldHorizontal size={24} aria-hidden />}
          <Track>
            <Knob />
          </Track>
        </StretchSwitch>
      </SwitchField>
    </Section>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const InfoButton = styled(Button)`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${vars.radius.circle};
  color: inherit;
  background: transparent;
  cursor: help;
`;

const Track = styled.span`
  display: inline-flex;
  align-items: center;
  width: 36px;
  height: 20px;
  padding: 2px;
  border-radius: ${vars.radius.pill};
  background-color: ${vars.color.action.disabledBackground};
  transition: background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
`;

const Knob = styled.span`
  width: 16px;
  height: 16px;
  border-radius: ${vars.radius.circle};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z1};
  transition: transform ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
`;

const StretchSwitch = styled(SwitchButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 56px;
  padding: ${vars.space[2]} ${vars.space[4]};
  ${selectableTile}

  &[data-selected] ${Track} {
    background-color: ${vars.color.primary.text};
  }

  &[data-selected] ${Knob} {
    transform: translateX(calc(16px * var(--om-direction-sign)));
  }
`;
