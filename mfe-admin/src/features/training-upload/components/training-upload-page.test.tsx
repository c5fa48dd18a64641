import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { TrainingUploadPage } from './training-upload-page';

afterEach(() => vi.unstubAllGlobals());

const render = (routes: Parameters<typeof mockApi>[0] = {}) => {
  const calls = mockApi(routes);
  return { calls, ...renderWithProviders(<TrainingUploadPage />, { path: '/training-upload' }) };
};

describe('TrainingUploadPage', () => {
  it('when the upload page opens, then both cards and the results show, and the format example is valid JSON', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Add Single Recording' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bulk JSON Upload' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upload Results' })).toBeTruthy();
    const example = JSON.parse(screen.getByLabelText('Required format').textContent ?? '');
    expect(Object.keys(example[0])).toEqual(['transcript', 'scenario', 'outcome', 'notes']);
    expect((screen.getByRole('button', { name: 'Upload Training Data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when a recording misses its transcript or scenario, then "Missing Information" shows, the field says why and nothing is queued', async () => {
    const { props } = render();
    fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: 'Agent: hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Upload Queue' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Missing Information', description: 'Please fill in transcript and scenario', variant: 'destructive' }));
    expect(screen.getByText('Scenario is required').getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Scenario').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The queue is empty. Add a recording, then upload the queue.')).toBeTruthy();
  });

  it('when recordings are queued and uploaded, then the queue is sent and the results show', async () => {
    const { props, calls } = render({ 'POST /api/ai-training/upload-json': () => ({ processed: 1, errors: [] }) });
    fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: 'Agent: Shall we meet on Friday?' } });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'luxury-investor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Upload Queue' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Record Added', description: 'Training record added to upload queue' }));
    expect((screen.getByLabelText('Transcript') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Queue (1)' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Training Data Uploaded', description: 'Successfully processed 1 recordings for AI training' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ recordings: [{ transcript: 'Agent: Shall we meet on Friday?', scenario: 'luxury-investor', outcome: 'positive', notes: '' }] });
    expect(screen.getByText('Recordings stored: 1')).toBeTruthy();
  });

  it('when the bulk text is not JSON, then "Invalid JSON" shows and nothing is sent', () => {
    const { props, calls } = render();
    fireEvent.change(screen.getByLabelText('Training data (JSON)'), { target: { value: '{oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Training Data' }));
    expect(props.toast).toHaveBeenCalledWith({ title: 'Invalid JSON', description: 'Please check your JSON format', variant: 'destructive' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when a single object is uploaded, then it is sent as a list of one and each refused record is listed', async () => {
    const { calls } = render({ 'POST /api/ai-training/upload-json': () => ({ processed: 0, errors: [{ index: 0, reason: 'Scenario is required' }] }) });
    fireEvent.change(screen.getByLabelText('Training data (JSON)'), { target: { value: '{"transcript": "Agent: hi"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Training Data' }));
    expect(await screen.findByText('Record 1: Scenario is required')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ recordings: [{ transcript: 'Agent: hi' }] });
  });

  it('when the knowledge base has chat scenarios, then a recording can be filed under one and is sent with its challenge key', async () => {
    const chatScenario = { id: 5, title: 'Parking Objection', description: '', scenario: '', type: 'chat', difficulty: 'medium', category: 'objection', clientName: '', clientType: '', initialMessage: 'Where do I park?', expectedResponse: '', tips: [], isActive: true, createdAt: '2026-11-22T10:00:00.000Z' };
    const { calls } = render({ 'GET /api/scenarios': () => [chatScenario, { ...chatScenario, id: 6, title: 'Voice only', type: 'voice' }], 'POST /api/ai-training/upload-json': () => ({ processed: 1, errors: [] }) });
    expect(await screen.findByRole('option', { name: 'Parking Objection' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Voice only' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: 'Agent: The permit costs 20 a month.' } });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'challenge-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Upload Queue' }));
    expect(await screen.findByText('Parking Objection', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Queue (1)' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ recordings: [{ scenario: 'challenge-5' }] });
  });

  it.each([
    [{ processed: 1, errors: [{ index: 1, reason: 'Transcript is required' }] }, 'Uploaded with Rejected Records', '1 stored, 1 rejected. See Upload Results for the reasons.'],
    [{ processed: 0, errors: [{ index: 0, reason: 'Transcript is required' }] }, 'Upload Failed', 'All 1 records were rejected. See Upload Results for the reasons.'],
  ])('when a bulk upload has a rejected record, then no success toast shows and the rejection is named (%#)', async (answer, title, description) => {
    const { props } = render({ 'POST /api/ai-training/upload-json': () => answer });
    const records = [{ transcript: 'Agent: hello', scenario: 'first-time-buyer', outcome: 'positive' }, { transcript: '', scenario: 'first-time-buyer', outcome: 'positive' }];
    fireEvent.change(screen.getByLabelText('Training data (JSON)'), { target: { value: JSON.stringify(records) } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Training Data' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title, description, variant: 'destructive' }));
    expect(props.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Training Data Uploaded' }));
    expect(screen.getByText(/Transcript is required/)).toBeTruthy();
  });
});
