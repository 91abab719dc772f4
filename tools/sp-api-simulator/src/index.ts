export { DEFAULT_SELLERS } from './options.ts';
export { startSpApiSimulator } from './simulator.ts';
export type {
  SimulatorCall,
  SimulatorConsent,
  SimulatorControl,
  SimulatorOptions,
  SimulatorRegion,
  SimulatorSeller,
  SpApiSimulator,
} from './types.ts';
