import type { Locator } from '@playwright/test';

/**
 * Picks a start and an end day in a search's date-range calendar (DateRangeField), moving month by
 * month as a person does, in any language (the buttons are found by their place, not their words).
 */
export async function pickDates(field: Locator, from: string, to: string): Promise<void> {
  await field.locator('.date-range-field__button').click();
  const popover = field.locator('.date-range-field__popover');
  for (const date of [from, to]) {
    const day = popover.locator(`button[data-date="${date}"]`);
    for (let month = 0; month < 36 && (await day.count()) === 0; month++) {
      await popover.locator('.date-picker__nav button').last().click();
    }
    await day.click();
  }
}
