import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../support/accounts';
import { signInFreshAgent } from '../support/shell';

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

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('pwa-banner-dismissed', 'true');
    localStorage.setItem('pwa-banner-dismissed-time', String(Date.now()));
  });
  return page;
}

test('when an admin makes a team and its manager assigns a scenario, then the agent sees it on the home screen, plays it, and the dashboard shows it done', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const agentPage = await newPage(browser);
  const agent = await signInFreshAgent(agentPage, baseURL!);
  const managerPage = await newPage(browser);
  const manager = await signInFreshAgent(managerPage, baseURL!);
  const teamName = `North ${Date.now().toString(36)}`;

  // The admin creates the team and staffs it in the Teams area.
  const adminPage = await newPage(browser);
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
  await managerPage.getByLabel('Scenario').selectOption({ label: 'Price Negotiation' });
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
  await expect(managerPage.getByTestId('heatmap-row').getByTestId('heat-confidence')).toHaveText(/^\d+$/);

  // The agent's Team tab on /progress ranks them.
  await agentPage.goto('/progress');
  await agentPage.getByRole('tab', { name: 'Team' }).click();
  await expect(agentPage.getByTestId('leaderboard-row').filter({ hasText: 'You' })).toContainText('XP');
});
