// What the setting page renders of the figures: the monthly graph with its table, and the simulator.
export { FiguresSection } from './FiguresSection';
export { ProjectSimulatorSection } from './ProjectSimulatorSection';
