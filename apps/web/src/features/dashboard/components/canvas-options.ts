// Another screen may have registered Chart.js's legend globally: these charts never draw it.
export const NO_LEGEND = { legend: { display: false } } as const;

export const shorten = (name: string, length = 18) =>
  name.length > length ? `${name.slice(0, length - 1)}…` : name;
