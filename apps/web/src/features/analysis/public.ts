// What other features (the overview page) may use of the analysis sections; everything else in this folder is its own.
export { MarketSection } from './components/market/MarketSection';
export { CustomerAnalysisSection } from './components/journey/CustomerAnalysisSection';
export { ComparisonSection, StrengthsWeaknessesSection } from './components/comparison/sections';
export { comparisonKeys, journeyKeys, marketKeys } from './api/keys';
