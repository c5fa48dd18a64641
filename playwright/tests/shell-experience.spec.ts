import { expect, test } from '../support/test';
import { ADMIN, AGENT, signIn } from '../support/accounts';
import { authToken, signInFreshAgent, utcDay, warmServiceWorker } from '../support/shell';

test.describe('greeting', () => {
  test.use({ timezoneId: 'UTC' });
  for (const [hour, part] of [
    [9, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
  ] as const) {
    test(`when it is ${hour}:00, then the home greets with good ${part} and the first name`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${utcDay()}T${String(hour).padStart(2, '0')}:00:00Z`));
      await signIn(page, AGENT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Good ${part}, ${AGENT.firstName}!`);
      await expect(page.getByText('Ready to close more deals today?')).toBeVisible();
    });
  }
});

test('when a new agent opens the home, then the challenge with a zero streak, the stats and an empty activity with a next step show', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  const challenge = page.getByTestId('daily-challenge');
  await expect(challenge.getByRole('heading', { name: 'Daily Challenge' })).toBeVisible();
  await expect(challenge.getByText('Day streak: 0')).toBeVisible();
  await expect(page.getByTestId('stats')).toContainText(/Day streak\s*0/);
  await expect(page.getByTestId('stats')).toContainText('Average score');
  await expect(page.getByTestId('recent-activity')).toContainText('No activity yet');
  await expect(page.getByRole('link', { name: 'Start your first chat practice' })).toBeVisible();
  await challenge.getByRole('link', { name: 'Start Challenge' }).click();
  await expect(page).toHaveURL(/\/chat\?challenge=\d+$/);
  await expect(page.getByText('Choose Difficulty Level')).toBeVisible();
});

test('when a tile is pressed, then its module opens under the name the tile gave it', async ({ page }) => {
  await signIn(page, AGENT);
  for (const [name, path, testId] of [
    ['Chat Practice', '/chat', 'mfe-chat'],
    ['Voice Practice', '/voice', 'mfe-voice'],
    ['Phone Call Training', '/voice-training', 'mfe-voice-training'],
    ['Knowledge Quiz', '/quiz', 'mfe-quiz'],
  ]) {
    await page.getByRole('main').getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId(testId)).toBeVisible();
    if (path.startsWith('/voice')) await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  }
});

test('when a call variant is chosen in the quick menu, then the one call page opens titled as the menu named it, with its preset client', async ({ page }) => {
  await signIn(page, AGENT);
  for (const [item, path, client] of [
    ['AI Voice Training', '/voice-advanced', 'Michael Chen'],
    ['Realistic Training', '/voice-realistic', 'Sarah Johnson'],
    ['Phone Call', '/voice-call', 'Emma Wilson'],
  ]) {
    await page.getByRole('button', { name: 'Open quick menu' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('mfe-voice-training')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
    await expect(page.getByTestId('mfe-voice-training')).toContainText(`Phone call training with ${client}`);
  }
});

test('when moving between screens, then the bottom navigation marks the current one', async ({ page }) => {
  await signIn(page, AGENT);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Coach' }).click();
  await expect(nav.getByRole('link', { name: 'Coach' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/voice-training');
  await expect(nav.getByRole('link', { name: 'Voice' })).toHaveAttribute('aria-current', 'page');
});

test('when an agent opens the quick menu and the avatar menu, then there is no admin entry', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Open quick menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Quick Chat', 'Voice Practice', 'AI Voice Training', 'Realistic Training', 'Phone Call', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Phone Call' }).click();
  await expect(page).toHaveURL(/\/voice-call$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.goto('/');
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'DISC Assessment' })).toBeVisible();
});

test('when an admin uses the menus, then Quiz Admin and Admin Panel are there', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Open quick menu' }).click();
  await page.getByRole('menuitem', { name: 'Quiz Admin' }).click();
  await expect(page).toHaveURL(/\/quiz-admin$/);
  await expect(page.getByTestId('mfe-admin')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('when Logout is chosen in the quick menu, then the login page shows', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Open quick menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('when the linked routes are opened, then each shows a real screen and unknown ones a 404', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const path of ['/voice-advanced', '/voice-realistic', '/voice-call', '/admin/quiz']) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="mfe-"]')).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ADMIN.firstName);
  await page.goto('/nowhere/at/all');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('when notifications of one kind pile up, then they show as one item, stay unread until "Mark all read", and acting on it navigates', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await expect(page.getByTestId('daily-challenge')).toBeVisible();
  // A second real event of the same kind: the challenge of another day (the API accepts the days next to today).
  const browserDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const otherDay = [utcDay(-1), utcDay(0), utcDay(1)].find((d) => d !== browserDay)!;
  const userId = (await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${await authToken(page)}` } }).then((r) => r.json())).id;
  await page.request.get(`/api/users/${userId}/daily-challenge?day=${otherDay}`, { headers: { Authorization: `Bearer ${await authToken(page)}` } });
  await page.reload();

  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByTestId('notification')).toHaveCount(1);
  await expect(panel.getByTestId('notification')).toContainText('Challenge');
  await expect(panel.getByTestId('notification')).toContainText('New daily challenge');
  await expect(panel.getByTestId('notification-group-count')).toHaveText('2 in all');
  // Opening shows them; reading them is the user's choice.
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-panel').getByRole('button', { name: 'Start Challenge' }).click();
  await expect(page).toHaveURL(/\/chat\?challenge=\d+$/);
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  await page.goto('/');
  // The home's first screen is up (its data in) before the bell is pressed.
  await expect(page.getByTestId('practice-tiles')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toContainText('You are all caught up.');
});

test('when the theme is switched, then it is stored and survives a reload', async ({ page }) => {
  await signIn(page, AGENT);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  const light = await background();
  expect(light).not.toBe(dark);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await background()).toBe(light);
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await background()).toBe(dark);
});

test('when Russian is chosen on the language screen, then the app speaks Russian after a reload too', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page).toHaveURL(/\/language$/);
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Выберите язык');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Выберите язык');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^(Доброе утро|Добрый день|Добрый вечер), Alex!$/);
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toContainText('Главная');
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
});

test('when the install banner is dismissed, then it stays away for 24 hours and then returns', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await signIn(page, AGENT);
  await page.clock.fastForward(5000);
  const banner = page.getByTestId('install-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pwa-banner-dismissed'))).toBe('true');

  await page.clock.setSystemTime(start + 23 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('mode-card')).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  await page.clock.setSystemTime(start + 24 * 60 * 60 * 1000 + 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pwa-banner-dismissed'))).toBeNull();
});

test('when the home loads the first time, then the mode card shows below the content for 8 seconds, once, and the debug info is in the settings', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, AGENT);
  // The card shows once per device, and sign-in already showed it: forget that, then reload with a
  // stopped clock that moves only when the test moves it (50 ms per poll while the app starts, far
  // below the card's 8 s), so neither a slow machine nor a slow sign-in can hide it before it is seen.
  // A poll may land up to 50 ms after the card appeared: the checks below leave it 200 ms either side.
  await page.evaluate(() => localStorage.removeItem('pwa-mode-card-seen'));
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.reload();
  const card = page.getByTestId('mode-card');
  await expect.poll(async () => (await page.clock.runFor(50), card.count()), { intervals: [100], timeout: 60_000 }).toBe(1);
  await expect(card).toContainText('Browser Mode');
  await expect(card).not.toContainText('Debug Info');
  // In the page's flow after the home's content: it covers no tile.
  const cardTop = (await card.boundingBox())!.y;
  for (const tile of await page.getByTestId('practice-tiles').getByRole('link').all()) {
    const box = (await tile.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(cardTop);
  }
  await page.clock.runFor(7750);
  await expect(card).toBeVisible();
  await page.clock.runFor(450);
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect.poll(async () => (await page.clock.runFor(50), page.getByTestId('practice-tiles').count()), { intervals: [100], timeout: 60_000 }).toBe(1);
  await expect(card).toHaveCount(0);

  await page.clock.resume();
  await page.goto('/settings');
  const debug = page.getByTestId('device-debug');
  await debug.getByText('Debug Info').click();
  await expect(debug).toContainText('Service worker');
});

test('when the home is reloaded offline, then the app shows from the cache, not an error page', async ({ page, context }) => {
  await signIn(page, AGENT);
  await warmServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);
  await expect(page.getByTestId('daily-challenge')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await context.setOffline(false);
});

test('when the app is offline and signed out, then a never-visited page shows the offline page', async ({ page, context }) => {
  await page.goto('/login');
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready));
  await context.setOffline(true);
  await page.goto('/register').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('when the app is loaded, then a manifest with installable icons and /sw.js are served', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=pwa' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toContain('workbox');
});

test('when a hint is hovered, then the tooltip appears after its delay', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByTestId('notification-bell').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Notifications');
});

test('when a push message arrives, then the service worker shows it as a notification', { tag: '@full-browser' }, async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signIn(page, AGENT);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  const cdp = await context.newCDPSession(page);
  // The page's registration, once its worker is activated.
  const registrationId = await new Promise<string>((resolve) => {
    let ours: string | undefined;
    const activated = new Set<string>();
    const settle = () => ours && activated.has(ours) && resolve(ours);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      ours ??= registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseURL}/` && !r.isDeleted)?.registrationId;
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions as { registrationId: string; status: string }[]) {
        if (v.status === 'activated') activated.add(v.registrationId);
      }
      settle();
    });
    void cdp.send('ServiceWorker.enable');
  });
  const payload = { title: 'Achievement unlocked!', body: 'You earned “Week Warrior”.', url: '/progress', tag: 'notification-1' };
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}|${n.tag}`));
  // DevTools' push delivery is sometimes lost in headless Chromium (about one run in seven) while
  // the worker starts up, so it is sent again until shown; the tag keeps it a single notification.
  await expect(async () => {
    if ((await shown()).length === 0) await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
    expect(await shown()).toEqual(['Achievement unlocked!|You earned “Week Warrior”.|notification-1']);
  }).toPass({ intervals: [500, 1000, 2000], timeout: 15_000 });
});
