import { COLOR_THEMES, type ColorThemeId } from '../../lib/color-themes.ts';

/**
 * The accent theme as a group of radios, each drawn as a swatch with its name: the name is the
 * radio's label, so screen readers and arrow keys work as with any radio group.
 */
export function ColorThemePicker({
  value,
  onChange,
}: {
  value: ColorThemeId;
  onChange: (theme: ColorThemeId) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Accent colour</legend>
      <div className="app-theme-swatches">
        {COLOR_THEMES.map((theme) => (
          <label key={theme.id} className="app-theme-swatch">
            <input
              type="radio"
              name="setting-color-theme"
              className="app-theme-swatch-input"
              value={theme.id}
              checked={value === theme.id}
              onChange={() => onChange(theme.id)}
            />
            {/* The colour is only a preview; the theme's CSS (app/color-themes.css) applies it. */}
            <span
              className="app-theme-swatch-colour"
              style={{ backgroundColor: theme.swatch }}
              aria-hidden="true"
            />
            <span className="small">{theme.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
