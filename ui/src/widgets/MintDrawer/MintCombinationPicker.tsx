import { vars } from '@ordmarket/tokens';
import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { selectableTile } from '../../theme/interactionStyles';
import { singleLine } from '../../theme/singleLine';
import { textStyle } from '../../theme/textStyle';

/** A parent inscription the mint can build on. */
export interface MintParent {
  /** The parent's inscription id. */
  id: string;
  label: string;
  /** The parent's picture, e.g. an `<Image>`; decorative, since the label names it. */
  preview: ReactNode;
}

export interface MintCombinationPickerProps {
  parents: readonly MintParent[];
  /** The chosen parents' ids in layer order: the first is the bottom layer. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * The parents a recursive mint combines: each is a toggle, numbered by its layer while chosen. The last
 * chosen parent cannot be unchosen, since a combination needs at least one layer.
 */
export function MintCombinationPicker({ parents, selected, onChange }: MintCombinationPickerProps) {
  const { t } = useKitStrings(mintStrings);
  const labelId = useId();
  const hintId = useId();
  // A Set has no order to trust: parents kept stay in their layers and newly chosen ones go on top.
  const change = (keys: Set<Key>) => {
    const kept = selected.filter((id) => keys.has(id));
    const added = parents.map(({ id }) => id).filter((id) => keys.has(id) && !selected.includes(id));
    // Pressing the last chosen parent reports the same selection: nothing changed, so nothing is raised.
    if (added.length === 0 && kept.length === selected.length) return;
    onChange([...kept, ...added]);
  };
  return (
    <Field>
      <Label id={labelId}>{t('combination.label')}</Label>
      <Hint id={hintId}>{t('combination.hint')}</Hint>
      <FollowPageDirection>
        <Tiles
          aria-labelledby={labelId}
          aria-describedby={hintId}
          selectionMode="multiple"
          disallowEmptySelection
          selectedKeys={selected}
          onSelectionChange={change}
        >
          {parents.map((parent) => {
            const layer = selected.indexOf(parent.id) + 1;
            return (
              <Tile key={parent.id} id={parent.id}>
                <Preview aria-hidden>{parent.preview}</Preview>
                <Name title={parent.label}>{parent.label}</Name>
                {layer > 0 && (
                  <>
                    <LayerBadge aria-hidden>{layer}</LayerBadge>
                    <VisuallyHidden>{t('combination.layer', { position: layer })}</VisuallyHidden>
                  </>
                )}
              </Tile>
            );
          })}
        </Tiles>
      </FollowPageDirection>
      <Caption aria-live="polite">{t('combination.chosen', { count: selected.length, total: parents.length })}</Caption>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Label = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};
`;

const Hint = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Tiles = styled(ToggleButtonGroup)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${vars.space[2]};
`;

const Tile = styled(ToggleButton)`
  ${textStyle('caption')};
  ${selectableTile};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]};
  background-color: transparent;
  font-family: inherit;
  text-align: start;
`;

const Preview = styled.span`
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};

  & > * {
    width: 100%;
    height: 100%;
  }
`;

const Name = styled.span`
  ${singleLine};
  color: ${vars.color.text.primary};
`;

const LayerBadge = styled.span`
  ${textStyle('caption')};
  position: absolute;
  inset-block-start: ${vars.space[1]};
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.circle};
  color: ${vars.color.primary.contrastText};
  background-color: ${vars.color.primary.main};
  font-weight: ${vars.fontWeight.bold};
`;

const Caption = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;
