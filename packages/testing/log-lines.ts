import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';

/**
 * A process's log lines as production writes them (JSON, info and above), kept for the test to
 * read, and the logger that writes them. One for a file: Nest keeps the first logger it is given.
 */
export function capturedLogs(process: string) {
  const lines: string[] = [];
  const logger = createRootLogger(
    process,
    { LOG_LEVEL: 'log', LOG_FORMAT: 'json' },
    { write: (line: string) => void lines.push(line) },
  );
  return { lines, logger };
}
