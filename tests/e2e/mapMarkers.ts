import type { Page } from '@playwright/test';

/** The results the map shows: one per price pill, and the count of each cluster where they crowd. */
export async function resultsOnMap(page: Page): Promise<number> {
  const pills = await page.locator('.results-map__marker').count();
  const clustered = await page
    .locator('.results-map__cluster')
    .evaluateAll((clusters) =>
      clusters.reduce((sum, cluster) => sum + Number(cluster.getAttribute('data-cluster-size')), 0),
    );
  return pills + clustered;
}
