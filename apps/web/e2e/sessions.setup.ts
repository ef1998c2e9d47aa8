import { test as setup } from '@playwright/test';
import { demo, saveSession, signIn } from './support';

// Signs each demo user in through the /login form once per run and stores the session for the specs
// (resumeSession in support.ts). The sign-in journeys themselves are sign-in.spec.ts and the specs
// that log out or change a password, which still use the form.
setup.describe.configure({ mode: 'parallel' });

for (const who of Object.keys(demo) as (keyof typeof demo)[]) {
  setup(`sign ${who} in once for the other specs`, async ({ page }) => {
    await signIn(page, who);
    await saveSession(page, who);
  });
}
