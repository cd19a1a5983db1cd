import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, toastFor } from './api-errors';

const server = (status: number, code: string, message = '') => ({
  status,
  data: { code, message },
});

describe('toastFor', () => {
  it.each([
    [
      { status: 'FETCH_ERROR', error: 'TypeError' },
      'Connection Error',
      'Unable to connect to server. Please check your internet connection and try again.',
    ],
    [server(400, 'VALIDATION_ERROR', 'Bad email'), 'Invalid Input', 'Bad email'],
    [server(400, 'VALIDATION_ERROR'), 'Invalid Input', 'Please check your input and try again.'],
    [
      server(429, 'RATE_LIMIT_ERROR'),
      'Too Many Requests',
      'Too many requests. Please wait a moment before trying again.',
    ],
    [
      server(409, 'DUPLICATE_EMAIL'),
      'Email Already Exists',
      'This email is already registered. Please use a different email address.',
    ],
    [
      server(413, 'FILE_UPLOAD_ERROR'),
      'Upload Failed',
      'File upload failed. Please check the file size and format, then try again.',
    ],
    [
      server(500, 'INTERNAL_SERVER_ERROR'),
      'Error',
      'Server error occurred. Please try again later or contact support if the problem persists.',
    ],
    [
      server(503, 'SERVICE_UNAVAILABLE'),
      'Service Unavailable',
      'We could not take your request just now. Please try again in a few seconds.',
    ],
    [server(418, 'TEAPOT', 'I am a teapot'), 'Error', 'I am a teapot'],
    [server(418, 'TEAPOT'), 'Error', 'An unexpected error occurred. Please try again.'],
  ])('maps %j to its catalogue toast', (error, title, message) => {
    expect(toastFor(error)).toEqual({ title, message });
  });

  it('lists field errors under "Validation Error"', () => {
    const error = {
      status: 400,
      data: {
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        validationErrors: [
          { field: 'name', message: 'Name is required' },
          { field: 'email', message: 'Email is required' },
        ],
      },
    };
    expect(toastFor(error)).toEqual({
      title: 'Validation Error',
      message:
        'Please fix the following errors:\n• name: Name is required\n• email: Email is required',
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
    });
  });
});
