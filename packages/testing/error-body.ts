/** An error answer's body: its code and message, and the request's id that every one carries. */
export const errorBody = (code: string, message: string) => ({
  code,
  message,
  requestId: expect.any(String),
});
