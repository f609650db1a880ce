import { vars } from '@ordmarket/tokens';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { groupDigits } from '../../primitives/Amount/formatAmount';
import { Button } from '../../primitives/Button/Button';
import { textStyle } from '../../theme/textStyle';
import { imageAccept, imageFileProblem, maxImageBytes, type ImageFileProblem } from './imageFileRule';
import { readAsDataUrl } from './readAsDataUrl';

export interface ImageUploadProps {
  /** The field's visible label; 'Image' when left out. */
  label?: string;
  /** An accepted image, or null when the image is removed. Refused files leave the value as it was. */
  onChange?: (file: File | null) => void;
  isDisabled?: boolean;
}

/** Rounded down, so a file just under the limit never reads as the limit itself. */
function kilobytes(bytes: number): string {
  return (Math.floor(bytes / 102.4) / 10).toFixed(1);
}

interface Accepted {
  file: File;
  preview: string;
}

interface Refused {
  problem: ImageFileProblem;
  name: string;
  size: number;
}

/**
 * Picks or takes a dropped image, refuses it with a specific message when its name or size breaks the
 * upload rule, and previews the accepted one.
 */
export function ImageUpload({ label, onChange, isDisabled = false }: ImageUploadProps) {
  const { t } = useKitStrings(marketStrings);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  // Reading is asynchronous: only the file chosen last may become the value.
  const latest = useRef<File | null>(null);
  const labelId = useId();
  const hintId = useId();
  const messageId = useId();

  const take = async (file: File) => {
    // The picker's hidden input cannot be disabled through FileTrigger, so a disabled field ignores it here.
    if (isDisabled) return;
    latest.current = file;
    const problem = imageFileProblem(file);
    if (problem) {
      setRefused({ problem, name: file.name, size: file.size });
      return;
    }
    const preview = await readAsDataUrl(file);
    if (latest.current !== file) return;
    setRefused(null);
    setAccepted({ file, preview });
    onChange?.(file);
  };

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void take(file);
  };

  const drop = async (items: DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) await take(await item.getFile());
  };

  const remove = () => {
    latest.current = null;
    setAccepted(null);
    setRefused(null);
    onChange?.(null);
  };

  const limit = { limit: groupDigits(BigInt(maxImageBytes)), kb: maxImageBytes / 1024 };
  const describedBy = refused ? `${messageId} ${hintId}` : hintId;
  const chooseButton = (
    <FileTrigger acceptedFileTypes={[imageAccept]} onSelect={pick}>
      <Button
        variant={accepted ? 'outlined' : 'soft'}
        color={accepted ? 'neutral' : 'primary'}
        size="small"
        isDisabled={isDisabled}
        aria-describedby={describedBy}
      >
        {accepted ? t('upload.replace') : t('upload.choose')}
      </Button>
    </FileTrigger>
  );

  return (
    <Field>
      <Label id={labelId}>{label ?? t('upload.label')}</Label>
      <Zone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        onDrop={(event) => void drop(event.items)}
        data-invalid={refused ? true : undefined}
      >
        {accepted ? (
          <Chosen>
            <Thumb src={accepted.preview} alt={t('upload.preview', { name: accepted.file.name })} />
            <Facts>
              <FileName title={accepted.file.name}>{accepted.file.name}</FileName>
              <FileSize>
                {/* Under a kilobyte in bytes: a 70-byte icon does not read as 0.0 KB. */}
                {accepted.file.size < 1024
                  ? t('upload.sizeBytes', { bytes: String(accepted.file.size) })
                  : t('upload.size', { kb: kilobytes(accepted.file.size) })}
              </FileSize>
              <Actions>
                {chooseButton}
                <Button variant="text" color="error" size="small" isDisabled={isDisabled} onPress={remove}>
                  {t('upload.remove')}
                </Button>
              </Actions>
            </Facts>
          </Chosen>
        ) : (
          <Empty>
            <IconCircle aria-hidden>
              <ImagePlus size={24} aria-hidden />
            </IconCircle>
            <Prompt>{t('upload.drop')}</Prompt>
            {chooseButton}
          </Empty>
        )}
      </Zone>
      <Hint id={hintId}>{t('upload.hint', limit)}</Hint>
      {refused && (
        <Message id={messageId} role="alert">
          {t(`upload.${refused.problem}`, { name: refused.name, size: groupDigits(BigInt(refused.size)), ...limit })}
        </Message>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Label = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
`;

const Zone = styled(DropZone)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 168px;
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.neutral};
  transition:
    background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-hovered] {
    border-color: ${vars.color.text.secondary};
  }

  &[data-drop-target] {
    border-style: solid;
    border-color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
  }

  &[data-invalid] {
    border-color: ${vars.color.error.text};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }

  &[data-disabled] {
    border-style: solid;
    border-color: ${vars.color.divider};
    background-color: transparent;
    cursor: not-allowed;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  text-align: center;
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.primary.text};
  background-color: ${vars.color.primary.soft};

  ${Zone}[data-disabled] & {
    color: ${vars.color.text.disabled};
    background-color: ${vars.color.action.hover};
  }
`;

const Prompt = styled.span`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  width: 100%;
  min-width: 0;
`;

const Thumb = styled.img`
  flex-shrink: 0;
  width: 96px;
  height: 96px;
  border-radius: ${vars.radius.md};
  object-fit: contain;
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z1};
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const FileName = styled.span`
  ${textStyle('subtitle2')};
  overflow: hidden;
  color: ${vars.color.text.primary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const FileSize = styled.span`
  ${textStyle('caption')};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-block-start: ${vars.space[1]};
`;

const Hint = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Message = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.error.text};
`;
