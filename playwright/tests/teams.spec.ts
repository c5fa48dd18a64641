import type { Browser, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { authToken, dismissInstallBanner, signInFreshAgent } from '../support/shell';
import { answerShortQuiz, shortenMarketAnalysis } from '../support/short-quiz';

// This journey signs in three people and plays a chat: on a loaded machine a screen may take
// longer than the default 10 s to appear, so its waits are longer (they still end as soon as it shows).
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 25 at 390 x 844: an admin makes a team, its manager assigns a chat scenario, the agent sees
// it on the home screen, plays it from there, and the manager's dashboard shows it done.
test.use({ viewport: { width: 390, height: 844 } });

const REPLIES = [
  'Thank you for considering this home! Could you tell me what matters most to you, so I can walk you through the process step by step?',
  'The renovated kitchen and the quiet courtyard justify the price: similar flats sold for 305k last month. Shall we book a second viewing on Saturday at 10am?',
];

// The demo manager the seed creates with its team (README, demo logins).
const MANAGER = { email: 'manager@demo.estate-coach.app', password: 'coach-team-2026', firstName: 'Sam' };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The control is clear of the quick-menu button and the bottom navigation: scrolled into view, a tap at its centre reaches it. */
async function expectReachable(page: Page, control: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const fab = await page.getByTestId('quick-menu-button').boundingBox();
  if (fab) expect(overlaps(box, fab)).toBe(false);
  const reached = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  });
  expect(reached).toBe(true);
}

/** The dashboard at 390x844 and 1280x800, English and Russian, dark and light: the layout for each width, the agent reachable, no serious axe finding, a screenshot of each. */
async function dashboardShots(page: Page, agentName: string) {
  const dashboardUrl = page.url();
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    for (const lang of ['en', 'ru'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate(([l, th]) => { localStorage.setItem('language', l!); localStorage.setItem('theme', th!); }, [lang, theme]);
        await page.goto(dashboardUrl);
        await expect(page.getByTestId('dashboard-assignment').first()).toBeVisible();
        const wide = viewport.width > 760;
        await expect(page.getByTestId(wide ? 'heatmap-row' : 'heatmap-card').filter({ hasText: agentName })).toBeVisible();
        await expect(page.getByTestId(wide ? 'heatmap-card' : 'heatmap-row')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const name = wide ? agentName : lang === 'ru' ? `Открыть: ${agentName}` : `Open ${agentName}`;
        await expectReachable(page, page.getByRole('button', { name, exact: true }));
        await page.screenshot({ path: test.info().outputPath(`team-dashboard-${viewport.width}-${lang}-${theme}.png`), fullPage: true });
        await expectNoSeriousViolations(page, `team dashboard ${viewport.width} ${lang} ${theme}`);
      }
    }
  }
  await page.evaluate(() => { localStorage.setItem('language', 'en'); localStorage.setItem('theme', 'dark'); });
}

/** A page of its own (a person) on this worker's app: a context made here is not given the worker's baseURL by itself. */
async function newPage(browser: Browser, baseURL: string, viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await dismissInstallBanner(page);
  return page;
}

test('when an admin makes a team and its manager assigns a scenario, then the agent sees it on the home screen, plays it, and the dashboard shows it done', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const agentPage = await newPage(browser, baseURL!);
  const agent = await signInFreshAgent(agentPage, baseURL!);
  const managerPage = await newPage(browser, baseURL!);
  const manager = await signInFreshAgent(managerPage, baseURL!);
  const teamName = `North ${Date.now().toString(36)}`;

  // The admin creates the team and staffs it in the Teams area.
  const adminPage = await newPage(browser, baseURL!);
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/teams');
  await adminPage.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await adminPage.getByRole('button', { name: 'Create team' }).click();
  await adminPage.getByTestId('team-row').filter({ hasText: teamName }).click();
  await adminPage.getByRole('tab', { name: 'Members' }).click();
  for (const [who, role] of [[agent, 'member'], [manager, 'manager']] as const) {
    await adminPage.getByLabel('Person').selectOption({ label: `Riley Fresh (${who.email})` });
    await adminPage.getByLabel('Role').selectOption(role);
    await adminPage.getByRole('button', { name: 'Add member' }).click();
    await expect(adminPage.getByTestId('team-member').filter({ hasText: who.email })).toBeVisible();
  }

  // The manager finds the team from the home screen and assigns a scenario.
  await managerPage.reload();
  await managerPage.getByTestId('my-assignments').getByRole('link', { name: 'Teams' }).click();
  await managerPage.getByTestId('team-row').filter({ hasText: teamName }).click();
  await managerPage.getByRole('tab', { name: 'Assignments' }).click();
  await managerPage.getByRole('button', { name: 'New assignment' }).click();
  await managerPage.getByLabel('Chat scenario').selectOption({ label: 'Price Negotiation' });
  await managerPage.getByRole('form', { name: 'New assignment' }).getByRole('button', { name: 'New assignment' }).click();
  await expect(managerPage.getByTestId('team-assignment').filter({ hasText: 'Price Negotiation' })).toContainText('0 of 1 done');

  // The agent sees it on the home screen; a tap starts that scenario.
  await agentPage.reload();
  const item = agentPage.getByTestId('my-assignment').filter({ hasText: 'Price Negotiation' });
  await expect(item).toContainText('Open');
  await item.click();
  await expect(agentPage.getByRole('heading', { name: 'Choose Difficulty Level' })).toBeVisible();
  await agentPage.getByRole('button', { name: /Intermediate/ }).click();
  await agentPage.getByRole('button', { name: /Thoughtful & Steady/ }).click();
  await expect(agentPage).toHaveURL(/\/chat\/sessions\/\d+$/);
  const input = agentPage.getByPlaceholder('Type your response...');
  for (const [i, reply] of REPLIES.entries()) {
    await input.fill(reply);
    await input.press('Enter');
    await expect(agentPage.getByTestId('client-message')).toHaveCount(i + 2);
    await expect(input).toBeEnabled();
  }
  await agentPage.getByRole('button', { name: 'End', exact: true }).click();
  await expect(agentPage.getByRole('dialog', { name: 'Session Complete!' })).toBeVisible();
  await agentPage.goto('/');
  await expect(agentPage.getByTestId('my-assignment').filter({ hasText: 'Price Negotiation' })).toContainText('Done');

  // The manager's dashboard shows it done and the heatmap filled.
  await managerPage.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(managerPage.getByTestId('dashboard-assignment').filter({ hasText: 'Price Negotiation' })).toContainText('1 of 1 done');
  // At 390 px the heatmap is a card per member, each skill a chip with its figure.
  await expect(managerPage.getByTestId('heatmap-card').getByTestId('heat-confidence')).toHaveText(/^Confidence \d+$/);
  await dashboardShots(managerPage, 'Riley Fresh');

  // The drill-down at 390 px: the session with its scorecard (each criterion's status, compliance).
  await managerPage.setViewportSize({ width: 390, height: 844 });
  await managerPage.reload();
  await managerPage.getByRole('button', { name: 'Open Riley Fresh' }).click();
  const drill = managerPage.getByRole('dialog', { name: 'Activity of Riley Fresh' });
  const session = drill.getByTestId('drill-down-activity').filter({ hasText: 'Price Negotiation' });
  await expect(session.getByTestId('drill-down-card')).toContainText('Scorecard');
  await expect(session.getByTestId('drill-down-card').locator('li').first()).toContainText(/Met|Partly|Missed|Not judged/);
  await managerPage.screenshot({ path: test.info().outputPath('team-drill-down-390-en-dark.png') });
  await expectNoSeriousViolations(managerPage, 'team drill-down 390');
  await drill.getByRole('button', { name: 'Close' }).click();

  // The agent's Team tab on /progress ranks them.
  await agentPage.goto('/progress');
  await agentPage.getByRole('tab', { name: 'Team' }).click();
  await expect(agentPage.getByTestId('leaderboard-row').filter({ hasText: 'You' })).toContainText('XP');
});

test('when the demo manager assigns a quiz, then the agent passes it from the home screen, and the dashboard is a card per member on a phone and a grid on a desktop', async ({ browser, baseURL, request }) => {
  test.setTimeout(360_000);
  await shortenMarketAnalysis(request);
  const agentPage = await newPage(browser, baseURL!);
  const agent = await signInFreshAgent(agentPage, baseURL!);
  const teamName = `Quiz ${Date.now().toString(36)}`;

  // The admin makes a team: the fresh agent as member, the seeded demo manager as its manager.
  const adminPage = await newPage(browser, baseURL!);
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/teams');
  await adminPage.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await adminPage.getByRole('button', { name: 'Create team' }).click();
  await adminPage.getByTestId('team-row').filter({ hasText: teamName }).click();
  await adminPage.getByRole('tab', { name: 'Members' }).click();
  for (const [label, role, email] of [[`Riley Fresh (${agent.email})`, 'member', agent.email], [`Sam Carter (${MANAGER.email})`, 'manager', MANAGER.email]] as const) {
    await adminPage.getByLabel('Person').selectOption({ label });
    await adminPage.getByLabel('Role').selectOption(role);
    await adminPage.getByRole('button', { name: 'Add member' }).click();
    await expect(adminPage.getByTestId('team-member').filter({ hasText: email })).toBeVisible();
  }

  // The demo manager (seeded with the demo team) assigns the Market Analysis quiz: the target is a quiz category.
  const managerPage = await newPage(browser, baseURL!);
  await signIn(managerPage, MANAGER);
  await managerPage.getByTestId('my-assignments').getByRole('link', { name: 'Teams' }).click();
  await expect(managerPage.getByTestId('team-row').filter({ hasText: 'Alpha Realty' })).toBeVisible();
  await managerPage.getByTestId('team-row').filter({ hasText: teamName }).click();
  await managerPage.getByRole('tab', { name: 'Assignments' }).click();
  await managerPage.getByRole('button', { name: 'New assignment' }).click();
  await managerPage.getByLabel('Type').selectOption({ label: 'Quiz' });
  await expect(managerPage.getByLabel('Medal')).toHaveCount(0);
  await managerPage.getByLabel('Quiz category').selectOption({ label: 'Market Analysis' });
  await managerPage.getByRole('form', { name: 'New assignment' }).getByRole('button', { name: 'New assignment' }).click();
  await expect(managerPage.getByTestId('team-assignment').filter({ hasText: 'Market Analysis' })).toContainText('0 of 1 done');

  // The agent taps it on the home screen: the quiz of that category starts; passing it completes the assignment.
  await agentPage.reload();
  const item = agentPage.getByTestId('my-assignment').filter({ hasText: 'Market Analysis' });
  await expect(item).toContainText('Open');
  await item.click();
  await expect(agentPage).toHaveURL(/\/quiz\?category=market-analysis$/);
  await expect(agentPage.getByText('Question 1 of 3')).toBeVisible();
  await answerShortQuiz(agentPage, true, 'Submit', '');
  await expect(agentPage.getByRole('heading', { name: 'Passed' })).toBeVisible();
  await agentPage.goto('/');
  await expect(agentPage.getByTestId('my-assignment').filter({ hasText: 'Market Analysis' })).toContainText('Done');

  // At 390 px the dashboard is one column: completion, and a card per member instead of a table.
  await managerPage.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(managerPage.getByTestId('dashboard-assignment').filter({ hasText: 'Market Analysis' })).toContainText('1 of 1 done');
  const card = managerPage.getByTestId('heatmap-card').filter({ hasText: 'Riley Fresh' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('heat-confidence')).toHaveAttribute('aria-label', 'Confidence: not measured yet');
  await expect(managerPage.getByRole('table', { name: 'Skills by member' })).toHaveCount(0);
  expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const open = card.getByRole('button', { name: 'Open Riley Fresh' });
  await expectReachable(managerPage, open);
  await open.click();
  const drill = managerPage.getByRole('dialog', { name: 'Activity of Riley Fresh' });
  await expect(drill.getByTestId('drill-down-activity').filter({ hasText: 'Quiz' })).toContainText('Passed');
  await drill.getByRole('button', { name: 'Close' }).click();

  // On a desktop the same dashboard is the members x skills grid.
  await managerPage.setViewportSize({ width: 1280, height: 800 });
  await expect(managerPage.getByTestId('heatmap-row').filter({ hasText: 'Riley Fresh' })).toBeVisible();
  await expect(managerPage.getByTestId('heatmap-card')).toHaveCount(0);
});

test('when a call, a voice drill and DISC are assigned, then each tap on the home screen opens that practice with its target chosen', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const agentPage = await newPage(browser, baseURL!);
  const agent = await signInFreshAgent(agentPage, baseURL!);
  const adminPage = await newPage(browser, baseURL!);
  await signIn(adminPage, ADMIN);
  const headers = { Authorization: `Bearer ${await authToken(adminPage)}`, Origin: new URL(baseURL!).origin };
  const api = adminPage.request;
  const users = (await (await api.get('/api/admin/users', { headers })).json()) as { id: number; email: string }[];
  const agentId = users.find((u) => u.email === agent.email)!.id;
  const team = (await (await api.post('/api/teams', { headers, data: { name: `Kinds ${Date.now().toString(36)}` } })).json()) as { id: number };
  expect((await api.post(`/api/teams/${team.id}/members`, { headers, data: { userId: agentId, role: 'member' } })).ok()).toBe(true);
  const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  for (const [kind, target] of [['call', 'luxury-investor'], ['voice', 'first-inquiry'], ['disc', '']] as const) {
    expect((await api.post(`/api/teams/${team.id}/assignments`, { headers, data: { kind, target, dueAt } })).ok()).toBe(true);
  }

  const tap = async (title: string | RegExp) => {
    await agentPage.goto('/');
    await agentPage.getByTestId('my-assignment').filter({ hasText: title }).click();
  };
  await tap('Luxury Investment Opportunity');
  await expect(agentPage).toHaveURL(/\/voice-call\?scenario=luxury-investor$/);
  await expect(agentPage.getByText(/with Michael Chen \(Luxury investor\) already chosen/)).toBeVisible();
  await tap('First Inquiry');
  await expect(agentPage).toHaveURL(/\/voice\?scenario=first-inquiry$/);
  await expect(agentPage.getByRole('heading', { name: 'First Inquiry', level: 2 })).toBeVisible();
  await tap('DISC assessment');
  await expect(agentPage).toHaveURL(/\/disc-assessment$/);
  await expect(agentPage.getByRole('radio').first()).toBeVisible();
});
