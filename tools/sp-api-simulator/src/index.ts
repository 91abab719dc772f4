export { DEFAULT_SELLERS } from './options.ts';
export { startSpApiSimulator } from './simulator.ts';
export type {
  SimulatorCall,
  SimulatorControl,
  SimulatorOptions,
  SimulatorRegion,
  SimulatorSeller,
  SpApiSimulator,
} from './types.ts';
