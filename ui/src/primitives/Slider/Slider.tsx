import { vars } from '@ordmarket/tokens';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

export interface SliderProps extends Omit<
  AriaSliderProps<number>,
  'children' | 'className' | 'style' | 'orientation' | 'formatOptions'
> {
  label: string;
  /** How the value, minimum and maximum read, e.g. `(n) => `${n} items``; the plain number by default. */
  formatValue?: (value: number) => string;
}

/** One value picked on a track between `minValue` and `maxValue`, shown beside the label. */
export function Slider({ label, formatValue = String, minValue = 0, maxValue = 100, ...ariaProps }: SliderProps) {
  return (
    <FollowPageDirection>
      <Root {...ariaProps} minValue={minValue} maxValue={maxValue}>
        <Header>
          <SliderLabel>{label}</SliderLabel>
          <Output>{({ state }) => formatValue(state.getThumbValue(0))}</Output>
        </Header>
        <Track>
          <Rail />
          <Fill />
          <Thumb />
        </Track>
        <Ends aria-hidden>
          <span>{formatValue(minValue)}</span>
          <span>{formatValue(maxValue)}</span>
        </Ends>
      </Root>
    </FollowPageDirection>
  );
}

const Root = styled(AriaSlider<number>)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 160px;
  color: ${vars.color.text.primary};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const SliderLabel = styled(Label)`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};
`;

const Output = styled(SliderOutput)`
  ${textStyle('subtitle1')};
  font-variant-numeric: tabular-nums;

  /* Disabled text stays readable: the grey track and thumb already say the slider is off. */
  &[data-disabled] {
    color: ${vars.color.text.secondary};
  }
`;

const Track = styled(SliderTrack)`
  position: relative;
  block-size: 28px;
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/* Rail and fill are centred in a taller track, so the whole 28px band takes presses. */
const Rail = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 50%;
  block-size: 6px;
  border-radius: ${vars.radius.pill};
  background-color: ${vars.color.action.selected};
  transform: translateY(-50%);
`;

const Fill = styled(SliderFill)`
  inset-block-start: 50%;
  max-block-size: 6px;
  border-radius: ${vars.radius.pill};
  background-color: ${vars.color.primary.main};
  transform: translateY(-50%);

  &[data-disabled] {
    background-color: ${vars.color.action.disabled};
  }
`;

/* react-aria positions the thumb inline and centres it across with a transform, so it is centred down by margin. */
const Thumb = styled(SliderThumb)`
  inset-block-start: 50%;
  margin-block-start: -10px;
  inline-size: 20px;
  block-size: 20px;
  border: 2px solid ${vars.color.primary.main};
  border-radius: ${vars.radius.circle};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z1};
  transition: box-shadow ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-hovered] {
    box-shadow: 0 0 0 6px ${vars.color.primary.soft};
  }

  &[data-dragging] {
    box-shadow: 0 0 0 8px ${vars.color.primary.soft};
  }

  &[data-disabled] {
    border-color: ${vars.color.action.disabled};
    box-shadow: none;
  }

  ${focusRing}
`;

const Ends = styled.div`
  ${textStyle('caption')};
  display: flex;
  justify-content: space-between;
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;
