import { Circle, Contrast, Moon, PilcrowLeft, PilcrowRight, Sun, X } from 'lucide-react';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { settingsStrings } from '../../intl/areas/settings';
import { useKitStrings } from '../../intl/useKitStrings';
import { differsFromDefaults, resetSettings, settingsStore } from '../../settings/settingsStore';
import { FullscreenButton } from './FullscreenButton';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { LayoutDiagram } from './LayoutDiagram';
import { OptionTiles } from './OptionTiles';
import { PresetPicker } from './PresetPicker';
import { ResetButton } from './ResetButton';
import { Body, Footer, Header, Overlay, Panel, Sheet, Title } from './SettingsDrawer.styles';
import { StretchSetting } from './StretchSetting';
import { useFullscreen } from './useFullscreen';

const iconSize = 22;

export interface SettingsDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The display settings of the spec, bound to the settings store: every change applies at once, and the
 * reset button's dot shows whenever anything differs from the defaults.
 */
export function SettingsDrawer({ isOpen, onOpenChange }: SettingsDrawerProps) {
  const { t } = useKitStrings(settingsStrings);
  const settings = useSnapshot(settingsStore);
  const { isAvailable: canFullscreen, isFullscreen, toggleFullscreen } = useFullscreen();
  const titleId = useId();

  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Panel>
        <Sheet aria-labelledby={titleId}>
          {({ close }) => (
            <>
              <Header>
                <Title id={titleId}>{t('title')}</Title>
                <ResetButton
                  label={t('reset')}
                  changedLabel={t('changed')}
                  hasChanges={differsFromDefaults(settings)}
                  onReset={resetSettings}
                />
                <IconButton label={t('close')} onPress={close}>
                  <X size={20} aria-hidden />
                </IconButton>
              </Header>
              <Body>
                <OptionTiles
                  label={t('mode.label')}
                  value={settings.themeMode}
                  onChange={(themeMode) => (settingsStore.themeMode = themeMode)}
                  columns={2}
                  options={[
                    { value: 'light', label: t('mode.light'), icon: <Sun size={iconSize} aria-hidden /> },
                    { value: 'dark', label: t('mode.dark'), icon: <Moon size={iconSize} aria-hidden /> },
                  ]}
                />
                <OptionTiles
                  label={t('contrast.label')}
                  value={settings.themeContrast}
                  onChange={(themeContrast) => (settingsStore.themeContrast = themeContrast)}
                  columns={2}
                  options={[
                    { value: 'default', label: t('contrast.default'), icon: <Circle size={iconSize} aria-hidden /> },
                    { value: 'bold', label: t('contrast.bold'), icon: <Contrast size={iconSize} aria-hidden /> },
                  ]}
                />
                <OptionTiles
                  label={t('direction.label')}
                  value={settings.themeDirection}
                  onChange={(themeDirection) => (settingsStore.themeDirection = themeDirection)}
                  columns={2}
                  options={[
                    { value: 'ltr', label: t('direction.ltr'), icon: <PilcrowRight size={iconSize} aria-hidden /> },
                    { value: 'rtl', label: t('direction.rtl'), icon: <PilcrowLeft size={iconSize} aria-hidden /> },
                  ]}
                />
                <OptionTiles
                  label={t('layout.label')}
                  value={settings.themeLayout}
                  onChange={(themeLayout) => (settingsStore.themeLayout = themeLayout)}
                  columns={3}
                  options={[
                    { value: 'vertical', label: t('layout.vertical'), icon: <LayoutDiagram layout="vertical" /> },
                    { value: 'horizontal', label: t('layout.horizontal'), icon: <LayoutDiagram layout="horizontal" /> },
                    { value: 'mini', label: t('layout.mini'), icon: <LayoutDiagram layout="mini" /> },
                  ]}
                />
                <StretchSetting
                  label={t('stretch.label')}
                  infoLabel={t('stretch.info')}
                  tooltip={t('stretch.tooltip')}
                  toggleLabel={t('stretch.toggle')}
                  isStretched={settings.themeStretch}
                  onChange={(themeStretch) => (settingsStore.themeStretch = themeStretch)}
                />
                <PresetPicker
                  label={t('presets.label')}
                  value={settings.themeColorPresets}
                  presetLabel={(preset) => t(`presets.${preset}`)}
                  onChange={(themeColorPresets) => (settingsStore.themeColorPresets = themeColorPresets)}
                />
              </Body>
              <Footer>
                <FullscreenButton
                  isAvailable={canFullscreen}
                  isFullscreen={isFullscreen}
                  enterLabel={t('fullscreen.enter')}
                  exitLabel={t('fullscreen.exit')}
                  onToggle={() => void toggleFullscreen()}
                />
              </Footer>
            </>
          )}
        </Sheet>
      </Panel>
    </Overlay>
  );
}
