const levelFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/**
 * A service level as the screens show it: "95%" for a target, "94.6%" for one reached (a tenth of
 * a point tells a level just short of its target from the target itself).
 */
export const formatServiceLevel = (level: number): string => levelFormat.format(level);
