// What other features (the overview page) may use of the analysis sections; everything else in this folder is its own.
export { MarketSection } from './market/MarketSection';
export { CustomerAnalysisSection } from './journey/CustomerAnalysisSection';
export { ComparisonSection, StrengthsWeaknessesSection } from './comparison/sections';
