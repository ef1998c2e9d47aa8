import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times: proves the control
 * is reached by the keyboard in the page's own order, as a user without a mouse reaches it.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** What the focused control looks like, and whether the look tells it from the same control at rest. */
export interface FocusLook {
  /** Tag, role and name of the focused element, to name it in a failure. */
  what: string;
  /** Has a box on screen: not 0×0, not hidden (a visually hidden input counts by its label). */
  visible: boolean;
  /** Its outline, box shadow, border or background differs from the same control unfocused. */
  indicated: boolean;
  /** Which of those shows the focus. */
  how: string;
}

/**
 * Reads the focused element's look, then blurs and focuses it again to read the look at rest and
 * compare. The focus comes back by script right after a key press, so the browser keeps treating it
 * as keyboard focus (:focus-visible). A visually hidden input (a switch's, a segmented control's)
 * shows its focus on what follows it or on its label, and a text box on its frame, so those count
 * as the control.
 */
export async function readFocusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const parts = (element: HTMLElement): HTMLElement[] => {
      // A text box's frame can be its wrapper (a password field's, with its show button).
      const list: HTMLElement[] = [element];
      if (element.parentElement) list.push(element.parentElement);
      const next = element.nextElementSibling;
      if (next instanceof HTMLElement) list.push(next);
      if (element instanceof HTMLInputElement && element.labels) list.push(...Array.from(element.labels));
      return list;
    };
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return {
        outline:
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none',
        shadow: style.boxShadow,
        border: `${style.borderTopColor} ${style.borderTopWidth} ${style.borderTopStyle}`,
        background: style.backgroundColor,
      };
    };
    const elements = parts(focused);
    const atFocus = elements.map(look);
    focused.blur();
    const atRest = elements.map(look);
    focused.focus({ preventScroll: true });
    const how: string[] = [];
    atFocus.forEach((focusLook, index) => {
      const restLook = atRest[index];
      if (!restLook) return;
      if (focusLook.outline !== 'none' && focusLook.outline !== restLook.outline)
        how.push(`outline ${focusLook.outline}`);
      if (focusLook.shadow !== restLook.shadow) how.push(`box-shadow ${focusLook.shadow}`);
      if (focusLook.border !== restLook.border) how.push(`border ${focusLook.border}`);
      if (focusLook.background !== restLook.background) how.push(`background ${focusLook.background}`);
    });
    const name =
      focused.getAttribute('aria-label') ??
      (focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent : null) ??
      focused.textContent ??
      '';
    return {
      what: `<${focused.tagName.toLowerCase()}${focused.getAttribute('role') ? ` role=${focused.getAttribute('role')}` : ''}> 「${name.trim().slice(0, 40)}」`,
      visible: elements.some(shown),
      indicated: how.length > 0,
      how: how.join(', '),
    };
  });
}

/**
 * Tabs from the top of the page through its first `count` controls and returns each one that has
 * no visible focus indicator or is not visible itself (an empty list: every focus shows).
 */
export async function focusProblems(page: Page, count = 30): Promise<string[]> {
  const problems: string[] = [];
  // A control's look is read the moment it takes and loses the focus: without transitions that is
  // its look then, not a frame of the fade between the two.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // From the document's start, as a keyboard user arriving at the page.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < count; presses += 1) {
    await page.keyboard.press('Tab');
    const look = await readFocusLook(page);
    if (!look) continue;
    if (!look.visible) problems.push(`${look.what}: focus lands on an invisible element`);
    else if (!look.indicated) problems.push(`${look.what}: no visible focus indicator`);
  }
  return problems;
}

/**
 * Types through the input method as a Japanese user does, with the Enter that confirms the
 * conversion: a composition (the reading), the IME's Enter (key code 229, which must not send or
 * save anything), then the converted text committed.
 */
export async function typeWithIme(page: Page, reading: string, converted: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 1; i <= reading.length; i += 1) {
    await cdp.send('Input.imeSetComposition', { text: reading.slice(0, i), selectionStart: i, selectionEnd: i });
  }
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
  });
  await cdp.send('Input.insertText', { text: converted });
  await cdp.detach();
}

/** The focused element is inside `container` (a dialog that has just opened took the focus). */
export async function expectFocusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus is inside',
    })
    .toBe(true);
}

/**
 * Tab walks the dialog's controls and comes back to the first after the last, never leaving it;
 * Shift+Tab from the first goes round to the last. The walk is one round longer than the controls
 * it finds, so a trap that let the focus out would show.
 */
export async function expectTabStaysInside(page: Page, dialog: Locator): Promise<void> {
  await expectFocusInside(dialog);
  const walked: string[] = [];
  const mark = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || !element.contains(active)) return null;
      active.dataset.kbWalk ??= String(element.querySelectorAll('[data-kb-walk]').length);
      return active.dataset.kbWalk;
    });
  walked.push((await mark()) ?? 'outside');
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const at = await mark();
    expect(at, 'Tab keeps the focus inside the dialog').not.toBeNull();
    walked.push(at as string);
    if (at === walked[0]) break;
  }
  expect(walked.at(-1), 'Tab comes round to where it started').toBe(walked[0]);
  // Back from the first control: the last one, still inside.
  await page.keyboard.press('Shift+Tab');
  expect(await mark(), 'Shift+Tab from the first control goes to the last').toBe(walked.at(-2));
  // Back where it was, and unmarked.
  await page.keyboard.press('Tab');
  await dialog.evaluate((element) =>
    element.querySelectorAll<HTMLElement>('[data-kb-walk]').forEach((marked) => delete marked.dataset.kbWalk),
  );
}
