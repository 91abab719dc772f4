import type { LucideIcon } from 'lucide-react';
import { type LazyExoticComponent, lazy, Suspense } from 'react';

export type ShellIconName = keyof typeof import('./shell-icons.ts');

const loadIcons = () => import('./shell-icons.ts');
const lazyIcons = new Map<ShellIconName, LazyExoticComponent<LucideIcon>>();

function lazyIcon(name: ShellIconName): LazyExoticComponent<LucideIcon> {
  let icon = lazyIcons.get(name);
  if (!icon) {
    icon = lazy(() => loadIcons().then((module) => ({ default: module[name] })));
    lazyIcons.set(name, icon);
  }
  return icon;
}

/**
 * One of the shell's decorative icons (hidden from assistive technology: the item's text or
 * aria-label names it). The icons arrive in one small chunk right after the first render; until
 * then an empty box of the icon's size holds its place, so nothing moves when they appear.
 */
export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  const Icon = lazyIcon(name);
  return (
    <Suspense fallback={<span className={`app-icon-slot ${className ?? ''}`} aria-hidden="true" />}>
      <Icon className={className} aria-hidden="true" />
    </Suspense>
  );
}
