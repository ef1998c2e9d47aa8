// The comparison's two sections of the overview (exported through the analysis feature's public.ts).
export { ComparisonSection } from './ComparisonSection';
export { StrengthsWeaknessesSection } from './StrengthsWeaknessesSection';
