import { type ReactNode, type SyntheticEvent, useState } from 'react';

interface Tip {
  text: string;
  top: number;
  left: number;
}

/** The element under the pointer or focus that names itself for the rail (data-rail-tip). */
function tipOf(event: SyntheticEvent): Tip | null {
  const target = (event.target as Element).closest?.('[data-rail-tip]');
  const text = target?.getAttribute('data-rail-tip');
  if (!target || !text) return null;
  const box = target.getBoundingClientRect();
  return { text, top: box.top + box.height / 2, left: box.right + 6 };
}

/**
 * The mini sidebar's tooltips: in the rail an item shows only its icon, so its name appears beside
 * it on hover and on keyboard focus alike, and Escape hides it (WCAG 1.4.13). One bubble for the
 * whole area, placed with `position: fixed` so the sidebar's scrolling box does not clip it. It is
 * for sighted users only: each item's accessible name is its own (visually hidden) label.
 * Off (`enabled` false) it shows no tooltip: its box is there either way, so the children stay put.
 */
export function RailTooltipArea({
  enabled,
  className,
  children,
}: {
  enabled: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [tip, setTip] = useState<Tip | null>(null);
  const show = (event: SyntheticEvent) => setTip(enabled ? tipOf(event) : null);
  const hide = () => setTip(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for its items' focus and hover only; the items are the links and buttons inside.
    <div
      className={className}
      onMouseOver={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onWheel={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {enabled && tip && (
        <div
          role="tooltip"
          className="tooltip bs-tooltip-end show app-rail-tooltip"
          style={{ top: tip.top, left: tip.left }}
        >
          <div className="tooltip-arrow" />
          <div className="tooltip-inner">{tip.text}</div>
        </div>
      )}
    </div>
  );
}
