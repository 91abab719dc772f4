import { Form, Offcanvas } from 'react-bootstrap';
import { resolveColorTheme } from '../../lib/color-themes.ts';
import { type DisplaySettings, displaySettings, updateDisplaySettings } from '../../lib/display-settings.ts';
import { useLocalStore } from '../../lib/local-store.ts';
import { ColorThemePicker } from './color-theme-picker.tsx';

function SettingSwitch({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Form.Check
      type="switch"
      id={id}
      className="mb-3"
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** The right-hand side overlay: display settings, stored in localStorage (spec section 3). */
export function SideOverlay({ show, onHide }: { show: boolean; onHide: () => void }) {
  const settings = useLocalStore(displaySettings);
  const set = (change: Partial<DisplaySettings>) =>
    updateDisplaySettings((current) => ({ ...current, ...change }));

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="side-overlay-title">
      <Offcanvas.Header closeButton closeLabel="Close display settings">
        <Offcanvas.Title id="side-overlay-title">Display settings</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <h2 className="h6 text-uppercase text-body-secondary small">Colour</h2>
        <SettingSwitch
          id="setting-dark-mode-system"
          label="Follow system colour scheme"
          checked={settings.darkModeSystem}
          onChange={(darkModeSystem) => set({ darkModeSystem })}
        />
        <SettingSwitch
          id="setting-dark-mode"
          label="Dark mode"
          checked={settings.darkMode}
          disabled={settings.darkModeSystem}
          onChange={(darkMode) => set({ darkMode })}
        />
        <ColorThemePicker
          value={resolveColorTheme(settings.colorTheme)}
          onChange={(colorTheme) => set({ colorTheme })}
        />
        <h2 className="h6 text-uppercase text-body-secondary small mt-4">Layout</h2>
        <SettingSwitch
          id="setting-sidebar-dark"
          label="Dark sidebar"
          checked={settings.sidebar.dark}
          onChange={(dark) => set({ sidebar: { ...settings.sidebar, dark } })}
        />
        <SettingSwitch
          id="setting-sidebar-mini"
          label="Mini sidebar (icons only, on wide screens)"
          checked={settings.sidebar.mini}
          onChange={(mini) => set({ sidebar: { ...settings.sidebar, mini } })}
        />
        <SettingSwitch
          id="setting-header-fixed"
          label="Fixed header"
          checked={settings.header.fixed}
          onChange={(fixed) => set({ header: { ...settings.header, fixed } })}
        />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
