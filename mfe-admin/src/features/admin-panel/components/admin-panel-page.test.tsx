import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AuditEntry } from '@app/contracts/admin';
import type { AdminQuizQuestion } from '@app/contracts/quiz-questions';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { AdminPanelPage } from './admin-panel-page';

const q = (id: number, over: Partial<AdminQuizQuestion> = {}): AdminQuizQuestion => ({
  id, questionId: `PB-${String(id).padStart(3, '0')}`, type: 'multiple-choice', question: `Question ${id}?`, scenario: null,
  options: ['Yes', 'No'], correctAnswer: 'Yes', rubric: '', explanation: '', category: 'property-basics', subcategory: '',
  difficulty: 'beginner', points: 10, isActive: true, createdAt: '2026-11-01T10:00:00.000Z', ...over,
});
const bank = [q(1), q(2, { isActive: false, type: 'text', difficulty: 'advanced', points: 20 }), q(3, { category: 'legal-compliance', questionId: 'LC-001' })];
const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id, name: `Person ${id}`, email: `p${id}@example.com`, username: `p${id}`, role: 'user', createdAt: '2026-10-01T00:00:00.000Z',
  totalSessions: 0, totalQuizzes: 0, averageScore: 0, streak: 0, ...over,
});
const people = [user(7, { name: 'Alex Admin', role: 'admin', totalSessions: 4, averageScore: 80, totalQuizzes: 3, streak: 2 }), user(8, { totalSessions: 2, averageScore: 60 }), user(9)];

afterEach(() => vi.unstubAllGlobals());

describe('AdminPanelPage, questions', () => {
  it('when the bank loads, then the counts are real and property-basics is the open section', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin', user: { role: 'admin' } });
    expect(await screen.findByTestId('stat-total')).toHaveProperty('textContent', '3');
    expect(screen.getByTestId('stat-active').textContent).toBe('2');
    expect(screen.getByTestId('stat-categories').textContent).toBe('2');
    expect(screen.getByRole('tab', { name: /Question Management/, selected: true }).textContent).toContain('3');
    const basics = screen.getByTestId('category-property-basics');
    expect(within(basics).getByText('2 questions · 1 active')).toBeTruthy();
    expect(within(basics).getAllByTestId('question-row')).toHaveLength(2);
    expect(within(basics).getByText('Inactive')).toBeTruthy();
    expect(within(basics).getByText('Advanced · 20 pts')).toBeTruthy();
    expect(within(screen.getByTestId('category-legal-compliance')).queryAllByTestId('question-row')).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('category-legal-compliance')).getByRole('button', { expanded: false }));
    expect(screen.getByText('Question 3?')).toBeTruthy();
  });

  it('when a category is chosen in the filter, then only its questions are counted and listed', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category filter' }), { target: { value: 'legal-compliance' } });
    expect(screen.getByTestId('filter-count').textContent).toBe('1 shown');
    expect(screen.queryByTestId('category-property-basics')).toBeNull();
  });

  it('when a question is toggled, then the toggle endpoint is called and the status toast shows', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'PATCH /api/admin/quiz-questions/1/toggle': () => ({ ...bank[0], isActive: false }) });
    const { props } = renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate question PB-001' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Question status updated' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
  });

  it('when delete is not confirmed, then nothing is deleted; when it fails, then the failure toast shows', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    const { props } = renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question PB-001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete question?' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this question?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete question PB-001' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to delete question', variant: 'destructive' })));
  });

  it('when Create is pressed with no question text, then the spec message shows and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Question' });
    expect(within(dialog).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Question is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when a multiple-choice question is filled in and created, then the spec body is posted and the dialog closes', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'POST /api/admin/quiz-questions': () => q(10) });
    const { props } = renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'What is equity?' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Value minus debt' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 2' }), { target: { value: 'The price' } });
    fireEvent.change(within(dialog).getByLabelText('Difficulty'), { target: { value: 'intermediate' } });
    fireEvent.change(within(dialog).getByLabelText('Correct answer'), { target: { value: 'Value minus debt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Question created successfully' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ type: 'multiple-choice', question: 'What is equity?', correctAnswer: 'Value minus debt', difficulty: 'intermediate', category: 'property-basics' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when a question is created in a collapsed category while the filter shows another, then its category opens and shows it', async () => {
    let questions = bank;
    const created = q(10, { category: 'legal-compliance', questionId: 'LC-002', question: 'What must be disclosed?' });
    mockApi({
      'GET /api/admin/quiz-questions': () => questions,
      'POST /api/admin/quiz-questions': () => {
        questions = [...bank, created];
        return created;
      },
    });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category filter' }), { target: { value: 'property-basics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'What must be disclosed?' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'legal-compliance' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Known defects' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Nothing' } });
    fireEvent.change(within(dialog).getByLabelText('Correct answer'), { target: { value: 'Known defects' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const section = await screen.findByTestId('category-legal-compliance');
    expect(within(section).getByRole('button', { expanded: true })).toBeTruthy();
    expect(await within(section).findByText('What must be disclosed?')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Category filter' }) as HTMLSelectElement).value).toBe('legal-compliance');
  });

  it('when a text question is edited, then the rubric field shows and Update sends a PUT', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'PUT /api/admin/quiz-questions/2': () => bank[1] });
    const { props } = renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question PB-002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
    fireEvent.change(within(dialog).getByLabelText('Rubric: what a full-credit answer covers'), { target: { value: 'Mentions the lender' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Question updated successfully' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ type: 'text', rubric: 'Mentions the lender' });
  });
});

describe('AdminPanelPage, users and audit', () => {
  it('when the User Management tab is chosen, then the summary and the table are real and search narrows it', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'GET /api/admin/users': () => people });
    renderWithProviders(<AdminPanelPage />, { path: '/admin', user: { id: 7, role: 'admin' } });
    fireEvent.click(screen.getByRole('tab', { name: 'User Management' }));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['User', 'Role', 'Quizzes', 'Avg Score', 'Streak', 'Joined', 'Actions']);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    expect(screen.getByTestId('users-total').textContent).toBe('3');
    expect(screen.getByTestId('users-active').textContent).toBe('2');
    expect(screen.getByTestId('users-average').textContent).toBe('47');
    expect(screen.getByTestId('users-admins').textContent).toBe('1');
    expect((screen.getByRole('button', { name: 'Delete Alex Admin' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'p8@' } });
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
  });

  it('when a user is edited with a bad e-mail, then the message shows; when fixed, then PUT and the success toast; the tab leads back to the dashboard', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'GET /api/admin/users': () => people, 'PUT /api/admin/users/8': () => user(8, { role: 'admin' }) });
    const { props } = renderWithProviders(<AdminPanelPage initialTab="users" />, { path: '/admin/users', user: { id: 7, role: 'admin' } });
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Back to Quiz Admin/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Person 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'p8@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'User updated successfully' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Person 8', email: 'p8@example.com', role: 'admin' });
  });

  it('when a user is deleted after confirming, then DELETE is sent and the success toast shows', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'GET /api/admin/users': () => people, 'DELETE /api/admin/users/9': () => undefined });
    const { props } = renderWithProviders(<AdminPanelPage initialTab="users" />, { path: '/admin/users', user: { id: 7, role: 'admin' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Person 9' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete Person 9?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'User deleted successfully' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/users/9')).toBe(true);
  });

  it('when the Audit Log tab is chosen, then each entry names what changed and shows the changed fields as a table', async () => {
    const entry: AuditEntry = {
      id: 1, actorId: 7, actorName: 'Alex Admin', action: 'toggle', entity: 'quizQuestion', entityId: '1', label: 'MA-001: Gross yield?',
      before: { id: 1, question: 'Gross yield?', isActive: true }, after: { id: 1, question: 'Gross yield?', isActive: false }, createdAt: '2026-11-22T10:00:00.000Z',
    };
    mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'GET /api/admin/audit-log': () => [entry] });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByText('Alex Admin · toggled question “MA-001: Gross yield?”')).toBeTruthy();
    expect(screen.getByText('Changed fields: 1')).toBeTruthy();
    const rows = screen.getAllByTestId('audit-change');
    expect(rows.map((r) => r.textContent)).toEqual(['Activeyesno']);
  });
});
