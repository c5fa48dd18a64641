import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, AGENT, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { dismissInstallBanner } from '../support/shell';

// The shell's install banner would cover the lower cards; its own tests cover it.
async function signedInPage(browser: Browser, account: typeof ADMIN): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await dismissInstallBanner(page);
  await signIn(page, account);
  return page;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('when an admin adds a chat scenario, then an agent plays it in the chat wizard; once deleted it is gone but the session keeps its history', async ({ browser }) => {
  const title = `Rooftop Terrace Worries ${unique()}`;
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/knowledge-base');
  await expect(admin.getByTestId('mfe-knowledge-base')).toBeVisible();
  await expect(admin.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(admin, '/knowledge-base scenarios');

  await admin.getByRole('button', { name: 'Add Scenario' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Scenario' });
  await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('chat');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A buyer loves the flat but fears the noise from the rooftop terrace.');
  await dialog.getByLabel('Client name').fill('Nora');
  await dialog.getByLabel("Initial message (the client's opening line)").fill('I love the flat, but will the rooftop terrace be noisy at night?');
  await dialog.getByRole('button', { name: 'Add Tip' }).click();
  await dialog.getByRole('textbox', { name: 'Tip 1' }).fill('Offer a visit in the evening');
  await expectNoSeriousViolations(admin, '/knowledge-base scenario dialog');
  await save.click();
  await expect(admin.getByTestId('toast')).toContainText('Scenario Added');
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();

  const agent = await signedInPage(browser, AGENT);
  await agent.goto('/chat');
  await agent.getByRole('button', { name: new RegExp(title) }).click();
  await expect(agent.getByRole('heading', { name: 'Choose Difficulty Level' })).toBeVisible();
  await agent.getByRole('button', { name: /Intermediate/ }).click();
  await agent.getByRole('button', { name: /Thoughtful & Steady/ }).click();
  await expect(agent).toHaveURL(/\/chat\/sessions\/\d+$/);
  const sessionUrl = agent.url();
  await expect(agent.getByTestId('client-message').first()).toBeVisible();
  const input = agent.getByPlaceholder('Type your response...');
  await input.fill('Good question! The bedrooms face the courtyard, away from the terrace. Shall we visit on Friday at 9pm to hear it yourself?');
  await input.press('Enter');
  await expect(agent.getByTestId('feedback-card')).toHaveCount(1);

  await admin.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete scenario?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByTestId('toast')).toContainText('Scenario Deleted');
  await expect(admin.getByRole('heading', { name: title })).toHaveCount(0);

  await agent.goto('/chat');
  await expect(agent.getByRole('button', { name: /Off-Plan Inquiry/ })).toBeVisible();
  await expect(agent.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await agent.goto(sessionUrl);
  await expect(agent.getByTestId('agent-message')).toHaveCount(1);
  await expect(agent.getByTestId('client-message')).toHaveCount(2);
});

test('when an admin adds a coaching phrase, then agents find it in the phrase bank on /coach', async ({ browser }) => {
  const situation = `The client asks for a week to think ${unique()}.`;
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/knowledge-base');
  await admin.getByRole('tab', { name: 'Coaching Phrases' }).click();
  await expect(admin.getByRole('heading', { name: 'The client says the price is too high.' })).toBeVisible();
  await expectNoSeriousViolations(admin, '/knowledge-base phrases');
  await admin.getByRole('button', { name: 'Add Phrase' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Coaching Phrase' });
  await dialog.getByLabel('Category').selectOption('closing');
  await dialog.getByLabel('Situation').fill(situation);
  await dialog.getByLabel('Poor example').fill('Fine, call me whenever.');
  await dialog.getByLabel('Better example').fill('Of course. What would you need to know to decide by Thursday?');
  await dialog.getByLabel('Tip').fill('Agree a date for the decision.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByTestId('toast')).toContainText('New coaching phrase has been added successfully.');
  await expect(admin.getByRole('heading', { name: situation })).toBeVisible();

  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByTestId('kb-custom-phrases')).not.toHaveText('0');
  await expectNoSeriousViolations(admin, '/knowledge-base analytics');

  const agent = await signedInPage(browser, AGENT);
  await agent.goto('/coach');
  await agent.getByRole('button', { name: 'Call-to-Action' }).click();
  // The newest phrase is the last of its category: Previous from the first wraps to it.
  await agent.getByRole('button', { name: 'Previous' }).click();
  await expect(agent.getByRole('article')).toContainText(situation);
  await expect(agent.getByRole('article')).toContainText('What would you need to know to decide by Thursday?');
});

test('when an admin uploads training data in bulk with one bad record, then the good ones are stored and the bad one is reported', async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/training-upload');
  await expect(admin.getByTestId('mfe-training-upload')).toBeVisible();
  await expectNoSeriousViolations(admin, '/training-upload');

  // A single recording through the queue.
  await admin.getByRole('button', { name: 'Add to Upload Queue' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Please fill in transcript and scenario');
  await admin.getByLabel('Transcript', { exact: true }).fill('Client: Is the school close?\nAgent: It is a 6-minute walk. Shall we walk it together on Saturday at 10am?');
  await admin.getByLabel('Scenario', { exact: true }).selectOption('first-time-buyer');
  await admin.getByRole('button', { name: 'Add to Upload Queue' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Training record added to upload queue');
  await admin.getByRole('button', { name: 'Upload Queue (1)' }).click();
  await expect(admin.getByTestId('upload-results')).toContainText('Recordings stored: 1');

  const bulk = admin.getByLabel('Training data (JSON)');
  await bulk.fill('{ not json');
  await admin.getByRole('button', { name: 'Upload Training Data' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Please check your JSON format');

  await bulk.fill(
    JSON.stringify([
      { transcript: 'Agent: The yield is 6.1% net. Shall I send the figures tonight?', scenario: 'luxury-investor', outcome: 'positive' },
      { scenario: 'corporate-client', outcome: 'neutral' },
      { transcript: 'Agent: We can move in by March.', scenario: 'family-relocating', outcome: 'negative', notes: 'Lost to a rival' },
    ]),
  );
  await admin.getByRole('button', { name: 'Upload Training Data' }).click();
  const results = admin.getByTestId('upload-results');
  await expect(results).toContainText('Recordings stored: 2');
  await expect(results).toContainText('Record 2: Transcript is required');
  // A batch with a rejected record is not announced as a success (journey item 15).
  await expect(admin.getByTestId('toast')).toContainText('Uploaded with Rejected Records');
  await expect(admin.getByTestId('toast')).toContainText('2 stored, 1 rejected');
  await expect(admin.getByTestId('toast')).not.toContainText('Successfully processed');
  await expectNoSeriousViolations(admin, '/training-upload with results');

  await admin.evaluate(() => localStorage.setItem('theme', 'light'));
  await admin.goto('/knowledge-base');
  await expect(admin.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(admin, '/knowledge-base (light)');
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByTestId('kb-recordings')).not.toHaveText('0');
  await expectNoSeriousViolations(admin, '/knowledge-base analytics (light)');
  await admin.goto('/training-upload');
  await expect(admin.getByTestId('mfe-training-upload')).toBeVisible();
  await expectNoSeriousViolations(admin, '/training-upload (light)');
});
