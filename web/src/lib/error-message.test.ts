import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@shared/messages/api';
import { z } from '@shared/schemas/zod';
import { ApiError } from './api-client';
import { anyStatus, bodyOf, messageFor, statusOf } from './error-message';

const apiError = (status: number, data?: unknown, message = `client ${status}`) =>
  new ApiError(message, status, data);

describe('messageFor', () => {
  it('shows the fallback for anything that is not an API error', () => {
    expect(messageFor(new TypeError('x'), 'Fallback', { show: anyStatus })).toBe('Fallback');
  });

  it("shows the API client's message only for the listed statuses", () => {
    const policy = { show: [400] };
    expect(messageFor(apiError(400), 'Fallback', policy)).toBe('client 400');
    expect(messageFor(apiError(500), 'Fallback', policy)).toBe('Fallback');
    expect(messageFor(apiError(0, undefined, API_MESSAGES.network), 'F', { show: anyStatus })).toBe(
      API_MESSAGES.network,
    );
  });

  it('takes a test as well as a list', () => {
    const answered = { show: (status: number) => status !== 0 };
    expect(messageFor(apiError(0), 'Fallback', answered)).toBe('Fallback');
    expect(messageFor(apiError(404), 'Fallback', answered)).toBe('client 404');
  });

  it("shows the body's own text (error, then details, then message), else a fixed line", () => {
    const policy = { serverText: [409], byStatus: { 409: 'Taken', 404: 'Gone' } };
    expect(messageFor(apiError(409, { error: 'Server says' }), 'F', policy)).toBe('Server says');
    expect(messageFor(apiError(409, { details: 'Detail' }), 'F', policy)).toBe('Detail');
    expect(messageFor(apiError(409, { message: ' ' }), 'F', policy)).toBe('Taken');
    expect(messageFor(apiError(404, { error: 'Server says' }), 'F', policy)).toBe('Gone');
    expect(messageFor(apiError(500, { error: 'Server says' }), 'F', policy)).toBe('F');
  });

  it('rewords known server texts', () => {
    const policy = { serverText: [409], reword: { 'Already pending': 'You already asked' } };
    expect(messageFor(apiError(409, { error: 'Already pending' }), 'F', policy)).toBe(
      'You already asked',
    );
    expect(messageFor(apiError(409, { error: 'Other' }), 'F', policy)).toBe('Other');
  });

  it("prefers the client's message to the body for statuses in both", () => {
    const policy = { show: [429], serverText: anyStatus };
    expect(messageFor(apiError(429, { error: 'Slow down' }), 'F', policy)).toBe('client 429');
    expect(messageFor(apiError(403, { error: 'No' }), 'F', policy)).toBe('No');
  });

  it("shows a refused input's first rule only when the policy asks", () => {
    let invalid: unknown;
    try {
      z.object({ name: z.string().min(1, 'Name is required') }).parse({ name: '' });
    } catch (error) {
      invalid = error;
    }
    expect(messageFor(invalid, 'F', { invalidInput: 'Invalid' })).toBe('Name is required');
    expect(messageFor(invalid, 'F')).toBe('F');
  });
});

describe('statusOf and bodyOf', () => {
  it("read an API error's status and body, and nothing from other errors", () => {
    expect(statusOf(apiError(410, { error: 'used' }))).toBe(410);
    expect(bodyOf(apiError(410, { error: 'used' }))).toEqual({ error: 'used' });
    expect(statusOf(new Error('x'))).toBeUndefined();
    expect(bodyOf(new Error('x'))).toBeUndefined();
  });
});
