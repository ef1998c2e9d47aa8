import { chiSquareSurvival } from './chi-square.js';

/**
 * χ² goodness of fit of the users per pattern against the planned split weights (GrowthBook's
 * checkSrm). Patterns with no weight are left out; 1 when fewer than two remain or nobody came.
 */
export function checkSrm(users: readonly number[], weights: readonly number[]): number {
  const data: [number, number][] = [];
  let totalUsers = 0;
  let totalWeight = 0;
  weights.forEach((weight, i) => {
    const observed = users[i];
    if (!weight || observed === undefined) return;
    data.push([observed, weight]);
    totalUsers += observed;
    totalWeight += weight;
  });
  if (data.length < 2 || totalUsers === 0) return 1;
  let x = 0;
  for (const [observed, weight] of data) {
    const expected = (weight / totalWeight) * totalUsers;
    x += (observed - expected) ** 2 / expected;
  }
  return chiSquareSurvival(x, data.length - 1);
}
